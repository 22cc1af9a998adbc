/** The tracker's internal errors go to the console's debug level: a visitor never sees them. */
export function reportError(code: string, detail?: unknown): void {
  console.debug(`vitrine analytics: ${code}`, detail);
}
