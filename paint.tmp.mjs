import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const p of process.argv.slice(2)) {
  for (let i = 0; i < 3; i++) {
    const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await ctx.newPage();
    await page.goto("http://127.0.0.1:3931" + p, { waitUntil: "load" });
    await page.waitForTimeout(1500);
    const r = await page.evaluate(() => {
      const paint = Object.fromEntries(performance.getEntriesByType("paint").map((e) => [e.name, Math.round(e.startTime)]));
      const nav = performance.getEntriesByType("navigation")[0];
      return { ...paint, ttfb: Math.round(nav.responseStart), dcl: Math.round(nav.domContentLoadedEventEnd), load: Math.round(nav.loadEventEnd), respEnd: Math.round(nav.responseEnd) };
    });
    const lcp = await page.evaluate(() => new Promise((res) => new PerformanceObserver((l) => { const e = l.getEntries().at(-1); res([Math.round(e.startTime), e.element?.tagName, e.element?.textContent?.slice(0, 40)]); }).observe({ type: "largest-contentful-paint", buffered: true })));
    console.log(p, JSON.stringify(r), "LCP", JSON.stringify(lcp));
    await ctx.close();
  }
}
await browser.close();
