import type { z } from "zod/v4";
import { logLine, type ErrorCode } from "../core/errors";

/** Something wrong with the owner's content: reported with its path, never fatal to the site. */
export type Problem = { code: ErrorCode; path: string; field?: string; message: string };

export function problemsFromZod(code: ErrorCode, filePath: string, error: z.ZodError, prefix = ""): Problem[] {
  return error.issues.map((issue) => ({
    code,
    path: filePath,
    field: [prefix, ...issue.path.map(String)].filter(Boolean).join(".") || undefined,
    message: issue.message,
  }));
}

export function formatProblem(problem: Problem): string {
  const where = problem.field ? `${problem.path} (field "${problem.field}")` : problem.path;
  return logLine(problem.code, where, problem.message);
}
