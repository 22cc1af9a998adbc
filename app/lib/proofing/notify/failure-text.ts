/** What a failure says in the dashboard and the log: bounded, and on one line. */
const maxLength = 300;

/**
 * A delivery's failure as the owner reads it: fetch's "fetch failed" names its cause (connect
 * ECONNREFUSED 127.0.0.1:8080), a timeout says so, anything else its message.
 */
export function failureText(error: unknown): string {
  const { name, message, cause } = (error ?? {}) as { name?: string; message?: string; cause?: { message?: string; code?: string } };
  const text =
    name === "TimeoutError"
      ? "no answer in time"
      : message === "fetch failed" && (cause?.message || cause?.code)
        ? `${cause.message || cause.code}`
        : message || String(error);
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > maxLength ? `${line.slice(0, maxLength - 1)}…` : line;
}
