import { Readable, Writable } from "node:stream";
import { shareCommand } from "../../app/cli/share-command";

export type ShareRun = { code: number; stdout: string; stderr: string };

/** A stream that keeps what is written to it, as a pipe's reader would. */
function kept() {
  let text = "";
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text };
}

/**
 * `npm run share -- …args` in this process: its command on this environment alone (CONTENT_DIR,
 * DATA_DIR, VITRINE_SHARE_PASSWORD…; NODE_ENV test, as the other tests' settings), its input ended as
 * a script's is; its exit code and what it wrote.
 */
export async function runShare(args: string[], env: Record<string, string>): Promise<ShareRun> {
  const stdout = kept();
  const stderr = kept();
  const code = await shareCommand(args, {
    stdin: Readable.from([]),
    stdout: stdout.stream,
    stderr: stderr.stream,
    env: { NODE_ENV: "test", ...env },
    cwd: process.cwd(),
    now: Date.now(),
  });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}
