// `npm run perf`: Lighthouse (mobile, the default form factor with simulated throttling) on the
// production build served by `vite preview`, for `/`, `/games`, `/{product}-chain` and the app's
// first pages for a visitor, `/sign-in`, `/sign-up` (`/forgot-password` is their twin) and `/mine`. Fails below
// 0.95 for performance or accessibility (the median of three runs when the first falls short).
// Run after `npm run build`, which prerenders these pages.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import brand from "../brand.json" with { type: "json" };
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startPreview } from "./preview-server.ts";

const PORT = 4180;
const MIN = 0.95;
const pages = ["/", "/games", `/${brand.slug}-chain`, "/sign-in", "/sign-up", "/mine"];

const { base, stop } = await startPreview(PORT);
try {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  });
  let failed = false;
  try {
    for (const path of pages) {
      const audit = async () =>
        (await lighthouse(`${base}${path}`, { port: chrome.port, onlyCategories: ["performance", "accessibility"], logLevel: "error", output: "json" })).lhr;
      const pass = (lhr) => lhr.categories.performance.score >= MIN && lhr.categories.accessibility.score >= MIN;
      // one run when it passes; otherwise the median of three, as Lighthouse advises for variance
      const runs = [await audit()];
      if (!pass(runs[0])) runs.push(await audit(), await audit());
      runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
      const lhr = runs[Math.floor(runs.length / 2)];
      const { performance, accessibility } = lhr.categories;
      const ok = pass(lhr);
      const all = runs.length > 1 ? `  (runs: ${runs.map((r) => r.categories.performance.score.toFixed(2)).join(", ")})` : "";
      console.log(
        `${ok ? "ok  " : "FAIL"} ${path.padEnd(16)} performance ${performance.score.toFixed(2)}  accessibility ${accessibility.score.toFixed(2)}${all}`,
      );
      if (!ok) {
        failed = true;
        for (const audit of Object.values(lhr.audits))
          if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "notApplicable")
            console.log(`       ${audit.id}: ${audit.displayValue ?? audit.score}`);
      }
    }
  } finally {
    chrome.kill();
  }
  if (failed) process.exitCode = 1;
} finally {
  await stop();
}
