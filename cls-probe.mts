import { chromium, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./tests/chromium";
const base = process.env.BASE ?? "http://127.0.0.1:3500";
const rate = Number(process.env.RATE ?? 6);
const phone = process.env.PHONE === "1";
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
for (let run = 0; run < Number(process.env.RUNS ?? 3); run++) {
  const context = await browser.newContext(phone ? { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } } : { viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate });
  await page.addInitScript(() => {
    const w = window as any;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as any[]) {
        w.__shifts.push({ t: Math.round(e.startTime), v: e.value.toFixed(4), recent: e.hadRecentInput, hyd: document.documentElement.hasAttribute("data-hydrated"), scrollY, src: e.sources?.map((s: any) => `${(s.node as Element)?.className ?? s.node} ${JSON.stringify(s.previousRect)}→${JSON.stringify(s.currentRect)}`).slice(0, 4) });
      }
    }).observe({ type: "layout-shift", buffered: true });
    new MutationObserver(() => { if (document.documentElement.hasAttribute("data-hydrated") && !w.__hyd) w.__hyd = Math.round(performance.now()); }).observe(document.documentElement, { attributes: true });
  });
  await page.goto(`${base}/albums/landscapes`, { waitUntil: "load" });
  const loadAt = await page.evaluate(() => Math.round(performance.now()));
  for (let y = 0; y < 4000; y += 300) { await page.mouse.wheel(0, 300); await page.waitForTimeout(60); }
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(1500);
  const r = await page.evaluate(() => ({ hyd: (window as any).__hyd ?? document.documentElement.getAttribute("data-hydrated"), shifts: (window as any).__shifts }));
  console.log(JSON.stringify({ run, loadAt, hyd: r.hyd, shifts: r.shifts }, null, 1));
  await context.close();
}
await browser.close();
