// npm run test:stress: the browser suite on a machine with one core kept busy, as a loaded CI machine
// is; then the timing-sensitive specs again and again. A test that fails here is a broken test, or a
// bug a slow phone would meet.
//   npm run test:stress                          whole suite once, then the chosen specs 3 times each
//   npm run test:stress -- tests/e2e/grid.spec.ts  only these specs, STRESS_REPEAT times each
// Needs a build (npm run build) and the system packages npm test installs.
import { spawn, spawnSync } from "node:child_process";

const repeat = process.env.STRESS_REPEAT ?? "3";
/** The specs whose tests act on time: debounces, throttles, gestures, intervals, batching. */
const timingSpecs = [
  "tests/e2e/grid.spec.ts",
  "tests/e2e/grid.desktop.spec.ts",
  "tests/e2e/offcanvas.phone.spec.ts",
  "tests/e2e/viewer.spec.ts",
  "tests/e2e/viewer.desktop.spec.ts",
  "tests/e2e/viewer.phone.spec.ts",
  "tests/e2e/viewer-slideshow.spec.ts",
  "tests/e2e/viewer-slideshow.desktop.spec.ts",
  "tests/e2e/viewer-history.spec.ts",
  "tests/e2e/tracker.spec.ts",
  "tests/e2e/tracker-transport.spec.ts",
];
const chosen = process.argv.slice(2);

// One core's worth of work that never yields, in a process of its own; it ends with this script.
const busy = spawn(process.execPath, ["-e", "for (;;);"], { stdio: "ignore" });
const stopBusy = () => busy.kill("SIGKILL");
process.on("exit", stopBusy);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));
console.log(`test:stress: one core kept busy (pid ${busy.pid})`);

const playwright = (args) => {
  console.log(`test:stress: playwright test ${args.join(" ")}`);
  const started = Date.now();
  const { status } = spawnSync("npx", ["playwright", "test", ...args], { stdio: "inherit" });
  console.log(`test:stress: exit ${status} after ${Math.round((Date.now() - started) / 1000)} s`);
  return status ?? 1;
};

// Own-server specs take free ports, but some share the suite's data folder: their repeats run one at a time.
const oneAtATime = chosen.some((spec) => spec.includes(".own-server.spec")) ? ["--workers=1"] : [];
const runs = chosen.length > 0 ? [[...chosen, `--repeat-each=${repeat}`, ...oneAtATime]] : [[], [...timingSpecs, `--repeat-each=${repeat}`]];
let failed = 0;
for (const args of runs) if (playwright(args) !== 0) failed++;
process.exit(failed === 0 ? 0 : 1);
