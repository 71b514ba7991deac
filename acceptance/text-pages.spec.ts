import { expect, keptTabTest as test } from "./fixtures";

test.describe("text pages (public-pages-mining.md §2: IDO, IPs, FAQ, disclaimer, privacy policy, terms of use)", () => {
  test(
    "IDO: '$PEN IDO is coming', the impersonation warning, six launchpad partners, two contract links",
    { tag: ["@PUB-T001", "@PUB-T021", "@PUB-T022", "@PUB-T023", "@PUB-T024", "@PUB-T025", "@PUB-T026"] },
    async ({ page }) => {
      await page.goto("/ido");
      await expect(page.getByRole("heading", { level: 1, name: "$PEN IDO is coming" })).toBeVisible();
      await expect(page).toHaveTitle("$PEN IDO is coming · Penta");
      await expect(page.getByText(/Beware of impersonations/)).toBeVisible();
      const partners = await page.getByRole("region", { name: "Launchpad partners" }).getByRole("listitem").allTextContents();
      expect(partners).toEqual(["Singularity DAO", "ChainBoost2", "Moonedge", "GameFi", "Paid Network", "PoolZ"]);
      await expect(page.getByRole("region", { name: "Contracts" }).getByRole("link")).toHaveCount(2);
    },
  );

  test("IPs: superheroes, studio, market with CONTACT US, 'more IPs coming soon'", { tag: ["@PUB-T004"] }, async ({ page }) => {
    await page.goto("/ips");
    for (const h of ["Superheroes", "Studio", "Market", "more IPs coming soon"]) await expect(page.getByRole("heading", { name: h })).toBeVisible();
    await expect(page.getByRole("link", { name: "CONTACT US" })).toBeVisible();
    // LEARN MORE leads somewhere (the spec's targets are empty): the games, and the studio's XR films
    const learnMore = page.getByRole("link", { name: "LEARN MORE" });
    await expect(learnMore).toHaveCount(2);
    await expect(learnMore.nth(0)).toHaveAttribute("href", "/games");
    await expect(learnMore.nth(1)).toHaveAttribute("href", "/penxr");
    await learnMore.nth(1).click();
    await expect(page).toHaveURL(/\/penxr$/);
  });

  test("FAQ: the four sections; a question opens by keyboard", async ({ page }) => {
    await page.goto("/faq");
    for (const h of ["General", "Degen Badge", "Royal Badge", "Black badge"]) await expect(page.getByRole("heading", { level: 2, name: h })).toBeVisible();
    const answer = page.getByText("It cannot be claimed: the team assigns it manually.");
    await expect(answer).toBeHidden();
    await page.getByText("How do I get it?").focus();
    await page.keyboard.press("Enter");
    await expect(answer).toBeVisible();
  });

  test("disclaimer and privacy policy", async ({ page }) => {
    await page.goto("/disclaimer");
    for (const h of [
      "Risks of the platform and the chain",
      "Not a security or an investment",
      "Regulatory risks",
      "No offer of securities",
      "Risk mitigation",
      "Distribution limits",
      "No warranties",
      "Final disclaimer",
      "Contact",
    ])
      await expect(page.getByRole("heading", { name: h })).toBeVisible();
    await page.goto("/privacy-policy");
    await expect(page.getByText("This policy is governed by the laws of England and Wales.")).toBeVisible();
    await expect(page.getByText(/only with your opt-in consent, to send marketing e-mail/)).toBeVisible();
  });

  test("terms of use: 13 sections; the entity, country and business email are the local stack's marked samples, never brackets; 14 days; one year", async ({
    page,
  }) => {
    await page.goto("/terms-of-use");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(13);
    await expect(page.getByText("Local stack: the company's name, its country and its contact address in these terms are samples.")).toBeVisible();
    await expect(
      page.getByText(
        "These terms are an agreement between you and Sample Penta Games Ltd (sample), a company registered in Sampleland (sample) (contact: legal@penta.example (sample)).",
      ),
    ).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText("[");
    await expect(page.getByText(/within 14 days of a change/)).toBeVisible();
    await expect(page.getByText(/within one year/)).toBeVisible();
  });
});
