import { describe, expect, it } from "vitest";
import { findOnPath, runTool, ToolMissing, ToolStopped } from "../../app/lib/core/run-tool.server";

// Real programs (node itself, sleep): what ffmpeg, ffprobe and heif-convert meet, without them.
const node = (script: string) => ["-e", script];
const limits = { timeoutMs: 60_000, maxStdoutBytes: 1024 };

describe("running a program", () => {
  it("gives its output when it exits with 0, and its name with its last words when it does not", async () => {
    expect((await runTool(process.execPath, node("process.stdout.write('ok')"), limits)).toString()).toBe("ok");
    const failed = await runTool(process.execPath, node("console.error('first'); console.error('the reason'); process.exit(3)"), limits).catch(
      (error) => error,
    );
    expect([failed instanceof ToolStopped, (failed as Error).message]).toEqual([false, "node: the reason"]);
  });

  it("says a program past its time or missing is the machine's failure (ToolStopped), not the file's", async () => {
    const slow = await runTool("sleep", ["30"], { ...limits, timeoutMs: 1 }).catch((error) => error);
    expect([slow instanceof ToolStopped, (slow as Error).message]).toEqual([true, "sleep: stopped after 1 ms"]);
    const missing = await runTool("/nonexistent/heif-convert", [], limits).catch((error) => error);
    expect([missing instanceof ToolMissing, missing instanceof ToolStopped, (missing as Error).message]).toEqual([
      true,
      true,
      "heif-convert is not on the PATH",
    ]);
  });

  it("stops one that prints past its limit, and that is the file's doing", async () => {
    const chatty = await runTool(process.execPath, node("process.stdout.write('x'.repeat(100000))"), limits).catch((error) => error);
    expect([chatty instanceof ToolStopped, (chatty as Error).message]).toEqual([false, "node: printed over 1024 bytes"]);
  });

  it("finds a program on the PATH as a shell would, or says it is not there", async () => {
    expect(await findOnPath("sleep")).toMatch(/\/sleep$/);
    expect(await findOnPath("sleep", "/nonexistent:/also-not")).toBeUndefined();
  });
});
