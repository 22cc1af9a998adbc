/**
 * ClickHouse's codes for input it cannot parse or convert (CANNOT_PARSE_TEXT, …_ESCAPE_SEQUENCE,
 * …_QUOTED_STRING, …_INPUT_ASSERTION_FAILED, ATTEMPT_TO_READ_AFTER_EOF, CANNOT_PARSE_DATE,
 * …_DATETIME, TYPE_MISMATCH, CANNOT_CONVERT_TYPE, CANNOT_PARSE_NUMBER, INCORRECT_DATA,
 * TOO_LARGE_STRING_SIZE, CANNOT_INSERT_NULL_IN_ORDINARY_COLUMN): the rows are at fault, and the
 * same rows would be refused again. Anything else (no answer, a server out of memory, too many
 * parts) may pass later, so its rows are kept.
 */
const rowFaults = new Set([6, 25, 26, 27, 32, 38, 41, 53, 70, 72, 117, 131, 349]);

/** True when ClickHouse refused an insert for what its rows hold. Read from the message: 18.16's errors carry no code field. */
export function isRefusedRows(error: unknown): boolean {
  const code = /\bCode: (\d+)/.exec(error instanceof Error ? error.message : "")?.[1];
  return code !== undefined && rowFaults.has(Number(code));
}
