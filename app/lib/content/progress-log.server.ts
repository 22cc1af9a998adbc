import { progressLogLine, readyLogLine, type BuildProgress } from "./build-progress";

/** How often a running first build says how far it has got. */
const everyMs = 5000;

/**
 * Logs a build's progress every few seconds while it runs, then its total time once it succeeds
 * (a failure is reported by whoever awaits the build), so a long first start is never silent.
 */
export function logBuildProgress(build: Promise<unknown>, progress: BuildProgress): void {
  const timer = setInterval(() => console.log(progressLogLine(progress)), everyMs);
  // The timer alone never keeps a process alive (a CLI that is done exits).
  timer.unref();
  build.then(
    () => {
      clearInterval(timer);
      console.log(readyLogLine(progress));
    },
    () => clearInterval(timer),
  );
}
