import { ensureDemoContent } from "../lib/demo/generate-demo.server";

/** Makes the built-in demo into the folder named (the server starts this apart: make-demo-apart.server.ts). */
const dir = process.argv[2];
if (!dir) {
  console.error("usage: node build/make-demo.js <folder>");
  process.exit(2);
}
await ensureDemoContent(dir);
