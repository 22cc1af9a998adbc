/**
 * What a command of app/cli runs on, passed to it rather than read from `process`: its streams, its
 * environment and folder, and the time it acts at. The file npm runs wires the process's own; a
 * test passes its own and reads what the command wrote.
 */
export type CliIo = {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean };
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
  /** Where the settings (readSettings) and a command's own variables are read. */
  env: NodeJS.ProcessEnv;
  /** What relative paths in `env` resolve against. */
  cwd: string;
  now: number;
};

/** One line, as console.log and console.error write it. */
export function writeLine(stream: NodeJS.WritableStream, text: string): void {
  stream.write(`${text}\n`);
}
