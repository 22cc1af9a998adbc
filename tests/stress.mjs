// npm run test:stress: the browser suite on a machine with one core kept busy, as a loaded CI machine
// is; then the timing-sensitive specs and the CLI's Vitest files again and again. A test that fails
// here is a broken test, or a bug a slow phone would meet.
//   npm run test:stress                          whole suite once, then those specs and files 3 times each
//   npm run test:stress -- tests/e2e/grid.spec.ts  only these specs (or *.test.ts files), STRESS_REPEAT times each
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
/** The Vitest files that run a CLI: in-process, and once as a process of its own (its start compiles it). */
const cliTests = ["tests/integration/share-cli.test.ts"];
const chosen = process.argv.slice(2);

// One core's worth of work that never yields, in a process of its own; it ends with this script.
const busy = spawn(process.execPath, ["-e", "for (;;);"], { stdio: "ignore" });
const stopBusy = () => busy.kill("SIGKILL");
process.on("exit", stopBusy);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => process.exit(130));
console.log(`test:stress: one core kept busy (pid ${busy.pid})`);

const npx = (args) => {
  console.log(`test:stress: ${args.join(" ")}`);
  const started = Date.now();
  const { status } = spawnSync("npx", args, { stdio: "inherit" });
  console.log(`test:stress: exit ${status} after ${Math.round((Date.now() - started) / 1000)} s`);
  return status ?? 1;
};

const vitestFile = (file) => file.endsWith(".test.ts");
const specs = chosen.length > 0 ? chosen.filter((file) => !vitestFile(file)) : timingSpecs;
const files = chosen.length > 0 ? chosen.filter(vitestFile) : cliTests;
// Own-server specs take free ports, but some share the suite's data folder: their repeats run one at a time.
const oneAtATime = specs.some((spec) => spec.includes(".own-server.spec")) ? ["--workers=1"] : [];
const runs = [
  ...(chosen.length === 0 ? [["playwright", "test"]] : []),
  ...(specs.length > 0 ? [["playwright", "test", ...specs, `--repeat-each=${repeat}`, ...oneAtATime]] : []),
  // Vitest has no --repeat-each: the files run that many times over.
  ...(files.length > 0 ? Array.from({ length: Number(repeat) }, () => ["vitest", "run", ...files]) : []),
];
let failed = 0;
for (const args of runs) if (npx(args) !== 0) failed++;
process.exit(failed === 0 ? 0 : 1);
