import { shareCommand } from "./share-command";

// npm run share: the command (share-command.ts) on this process's arguments, streams and environment.
process.exitCode = await shareCommand(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: process.cwd(),
  now: Date.now(),
});
