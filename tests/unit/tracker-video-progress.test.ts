import { describe, expect, it } from "vitest";
import { createVideoProgress } from "../../app/tracker/video-progress";

describe("tracker video milestones", () => {
  it("start, each milestone once as the playhead passes it, complete", () => {
    const progress = createVideoProgress();
    const seen = [
      progress("time", 0, 100),
      progress("play", 0, 100),
      progress("time", 9, 100),
      progress("time", 10, 100),
      progress("time", 11, 100),
      progress("time", 60, 100),
      progress("time", 20, 100),
      progress("time", 80, 100),
      progress("end", 100, 100),
      progress("end", 100, 100),
    ];
    expect(seen).toEqual([
      [],
      [["video_start", 0]],
      [],
      [["video_progress", 10]],
      [],
      [
        ["video_progress", 25],
        ["video_progress", 50],
      ],
      [],
      [["video_progress", 75]],
      [["video_complete", 100]],
      [],
    ]);
  });

  it("skips milestones already behind the playhead at the start; a replay after the end starts over", () => {
    const progress = createVideoProgress();
    expect(progress("play", 30, 100)).toEqual([["video_start", 30]]);
    expect(progress("time", 50, 100)).toEqual([["video_progress", 50]]);
    expect(progress("end", 100, 100)).toEqual([["video_complete", 100]]);
    expect(progress("play", 0, 100)).toEqual([["video_start", 0]]);
    expect(progress("time", 10, 100)).toEqual([["video_progress", 10]]);
  });

  it("a video without a known duration only starts and completes", () => {
    const progress = createVideoProgress();
    expect(progress("play", 5, Number.NaN)).toEqual([["video_start", 0]]);
    expect(progress("time", 50, Infinity)).toEqual([]);
    expect(progress("end", 60, Number.NaN)).toEqual([["video_complete", 100]]);
  });
});
