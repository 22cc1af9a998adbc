/** The tracker's internal error codes (docs/errors.md). */
export type TrackerErrorCode = "EVENT_TOO_LARGE" | "INVALID_EVENT_NAME" | "REJECTED" | "GAVE_UP" | "UNREACHABLE" | "CHUNK_NOT_LOADED";

/** The tracker's internal errors go to the console's debug level: a visitor never sees them, nothing is thrown. */
export function reportError(code: TrackerErrorCode, detail?: unknown): void {
  console.debug(`vitrine analytics: ${code}`, detail);
}
