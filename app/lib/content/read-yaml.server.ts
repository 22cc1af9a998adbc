import { readFile } from "node:fs/promises";
import { parse } from "yaml";
import type { z } from "zod/v4";
import type { ErrorCode } from "../core/errors";
import { problemsFromZod, type Problem } from "./problems";

const maxYamlBytes = 256 * 1024;

/**
 * Reads and validates one YAML file. Returns undefined (and records why) when the file is
 * unreadable, not YAML, or fails the schema; a missing file is simply undefined.
 */
export async function readYaml<S extends z.ZodType>(filePath: string, schema: S, code: ErrorCode, problems: Problem[]): Promise<z.infer<S> | undefined> {
  let source: string;
  try {
    source = await readFile(filePath, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    problems.push({ code: "YAML_UNREADABLE", path: filePath, message: (error as Error).message });
    return undefined;
  }
  if (source.length > maxYamlBytes) {
    problems.push({ code: "YAML_UNREADABLE", path: filePath, message: `larger than ${maxYamlBytes} bytes` });
    return undefined;
  }
  let data: unknown;
  try {
    // maxAliasCount guards against alias-expansion ("billion laughs") documents.
    data = parse(source, { maxAliasCount: 100 }) ?? {};
  } catch (error) {
    problems.push({ code: "YAML_UNREADABLE", path: filePath, message: (error as Error).message.split("\n")[0] ?? "invalid YAML" });
    return undefined;
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    problems.push(...problemsFromZod(code, filePath, result.error));
    return undefined;
  }
  return result.data;
}
