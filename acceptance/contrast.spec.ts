import { expect } from "./fixtures";
import { contrastFindings, describeFinding } from "./fixtures/contrast";
import { settle, test } from "./fixtures/look";

// Contrast where axe cannot see it (CONVENTIONS.md, "Look": every text/background pair at its
// worst point, gradient stops and pictures included): the checker (fixtures/contrast.ts) proven
// here; axe.spec.ts runs it beside axe on every page of the perf list, as a visitor and as a
// signed-in player, on a phone and a desktop, in one visit. No spec id: tagged @look.

test.describe("the contrast checker", () => {
  test(
    "reports white text on a violet-to-blue gradient button, and text over a light picture; passes white on the night navy",
    { tag: ["@look"] },
    async ({ page }) => {
      const light = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120"><rect width="300" height="120" fill="#0b0c1e"/><circle cx="150" cy="60" r="50" fill="#ffc24b"/></svg>')}`;
      await page.setContent(`<!doctype html><html><body style="margin:0;background:#0b0c1e;color:#fff;font:16px sans-serif"><h1>Checks</h1>
      <button id="gradient" style="background:linear-gradient(90deg,#7c5cff,#5b8cff);color:#fff;border:0;padding:12px 20px">Play now</button>
      <div style="position:relative;width:300px;height:120px"><img src="${light}" width="300" height="120" alt="">
        <p style="position:absolute;top:40px;left:110px;margin:0;color:#fff">Over art</p></div>
      <p style="background:#15172c;color:#fff;padding:8px">Night navy</p>
      <button disabled style="background:#15172c;color:#333">Inactive</button>
    </body></html>`);
      await settle(page, { allImages: true });
      const findings = await contrastFindings(page);
      expect(findings.map(describeFinding).join("\n")).toMatch(/Play now.*#ffffff on #5b8cff = 3\.\d+:1, needs 4\.5:1/);
      const button = findings.find((f) => f.text === "Play now")!;
      expect(button.ratio).toBeLessThan(4.5);
      const overArt = findings.find((f) => f.text === "Over art");
      expect(overArt?.via, "text over a picture is judged by its pixels").toBe("pixels");
      expect(overArt!.ratio).toBeLessThan(4.5);
      expect(findings.map((f) => f.text)).not.toContain("Night navy");
      expect(
        findings.map((f) => f.text),
        "an inactive control is exempt",
      ).not.toContain("Inactive");
    },
  );
});
