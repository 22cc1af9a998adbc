import { createInterface } from "node:readline/promises";
import { hashPassword } from "../lib/auth/password-hash.server";

// Prints an scrypt hash for `analytics.adminPasswordHash` in vitrine.config.yml; the password is read
// from standard input, so it stays out of the shell history.
const input = createInterface({ input: process.stdin, output: process.stderr, terminal: process.stdin.isTTY });
const password = (await input.question("Owner password (at least 8 characters): ")).trim();
input.close();
if (password.length < 8) {
  console.error("The password must be at least 8 characters.");
  process.exit(1);
}
console.log(await hashPassword(password));
