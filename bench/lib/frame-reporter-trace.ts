import Trace from "lighthouse/core/gather/gatherers/trace.js";
import { z } from "zod";

const renamedArgs = z.object({ frame_reporter: z.object({}).passthrough(), chrome_frame_reporter: z.undefined() });

/**
 * Lighthouse's trace gatherer, with each PipelineReporter event's `frame_reporter` also under its old
 * name `chrome_frame_reporter`. Chromium renamed it after Lighthouse 12.2 (pinned: later majors want
 * Node 22); 12.2's trace engine reads the old name, throws, and every audit of an element fails with
 * it (the LCP element and its phases, the LCP image's request).
 */
export class FrameReporterTrace extends Trace {
  override getArtifact() {
    const trace = super.getArtifact();
    for (const event of trace.traceEvents) {
      if (event.name !== "PipelineReporter") continue;
      const args = renamedArgs.safeParse(event.args);
      if (args.success) Object.assign(event.args, { chrome_frame_reporter: args.data.frame_reporter });
    }
    return trace;
  }
}
