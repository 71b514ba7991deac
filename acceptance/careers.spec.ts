import { expect, MOCK_URL, keptTabTest as test } from "./fixtures";

test.describe("careers and the job application (public-pages-mining.md §2, §3, §5)", () => {
  test(
    "JOIN US: the groups, and a job that expands and collapses with the plus button",
    { tag: ["@PUB-T008", "@PUB-T036", "@PUB-T037", "@PUB-T038", "@PUB-T009", "@PUB-T010"] },
    async ({ page }) => {
      await page.goto("/careers");
      await expect(page.getByRole("heading", { level: 1, name: "JOIN US" })).toBeVisible();
      for (const g of ["Backend", "Business Development", "Engineering"])
        await expect(page.getByRole("heading", { level: 2, name: g, exact: true })).toBeVisible();
      const toggle = page.getByRole("button", { name: "Expand QA Engineer - backend, Europe" });
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(page.getByText("Here's what you'll do")).toHaveCount(0);
      await toggle.click();
      const job = page.getByRole("listitem").filter({ hasText: "QA Engineer - backend, Europe" });
      await expect(job.getByText("Europe (remote) · Backend · Full-time")).toBeVisible();
      await expect(job.getByRole("heading", { name: "Here's what you'll do" })).toBeVisible();
      await expect(job.getByRole("heading", { name: "We will offer" })).toBeVisible();
      await expect(job.getByText(/help millions of players own their games/)).toBeVisible();
      await page.getByRole("button", { name: "Collapse QA Engineer - backend, Europe" }).click();
      await expect(job.getByRole("heading", { name: "Here's what you'll do" })).toHaveCount(0);
      // the whole row toggles, by pointer and by keyboard
      await job.getByText("QA Engineer - backend, Europe", { exact: true }).click();
      await expect(job.getByRole("heading", { name: "Here's what you'll do" })).toBeVisible();
      await page.getByRole("button", { name: "Collapse QA Engineer - backend, Europe" }).press("Enter");
      await expect(job.getByRole("heading", { name: "Here's what you'll do" })).toHaveCount(0);
      await toggle.press(" ");
      await job.getByRole("link", { name: "APPLY" }).click();
      await expect(page).toHaveURL(/\/careers\/apply\?job=qa-backend-europe$/);
    },
  );

  test(
    "the application form: required texts, numeric phone, optional links; a resume upload is stored",
    { tag: ["@PUB-T006", "@PUB-T007", "@PUB-T039", "@PUB-T040", "@PUB-T041", "@PUB-T042", "@ACC-T005"] },
    async ({ page, request }) => {
      await page.goto("/careers/apply?job=qa-backend-europe");
      await expect(page.getByText("QA Engineer - backend, Europe")).toBeVisible();
      await expect(page.getByRole("heading", { name: "Submit Your Application" })).toBeVisible();
      await page.getByRole("button", { name: "SUBMIT" }).click();
      for (const t of [
        "Full Name is required",
        "Email is required",
        "Phone is required",
        "Current Location is required",
        "Current Company is required",
        "Resume is required",
      ])
        await expect(page.getByText(t)).toBeVisible();
      await page.getByLabel("Full Name").fill("Ada Tester");
      await page.getByLabel("Email").fill("ada@example.test");
      // what was typed stays as typed; the first character that is not a digit is named under the field at once
      await page.getByLabel("Phone").fill("+49 (30) 1234-567");
      await expect(page.getByLabel("Phone")).toHaveValue("+49 (30) 1234-567");
      await expect(page.getByLabel("Phone")).toHaveAccessibleDescription(/"\+" is not a digit: type digits only/);
      await page.getByLabel("Phone").fill("49301234567");
      await expect(page.getByText(/is not a digit/)).toHaveCount(0);
      await page.getByLabel("Current Location").fill("Berlin");
      await page.getByLabel("Current Company").fill("Acme QA");
      await page.getByLabel("GitHub URL").fill("https://github.com/ada");
      await page.getByLabel("Resume").setInputFiles({ name: "ada-resume.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4 resume of Ada") });
      await page.getByRole("button", { name: "SUBMIT" }).click();
      await expect(page.getByText("Thank you! Your application was sent.")).toBeVisible();
      await expect(page).toHaveURL(/\/careers$/);
      const stored = (await (await request.get(`${MOCK_URL}/__dev/applications.json`)).json()) as {
        fullname: string;
        phone: string;
        position: string;
        githuburl: string;
        resume: { name: string };
      }[];
      expect(stored.find((a) => a.fullname === "Ada Tester")).toMatchObject({
        phone: "49301234567",
        position: "QA Engineer - backend, Europe",
        githuburl: "https://github.com/ada",
        resume: { name: "ada-resume.pdf" },
      });
    },
  );

  test("the form shows its rules first: required fields marked, the picker's types and size, a LinkedIn field that takes only a profile address; Form Not Valid names what to fix", async ({
    page,
  }) => {
    await page.goto("/careers/apply?job=qa-backend-europe");
    await expect(page.getByText("Fields marked * are required.")).toBeVisible();
    for (const label of ["Full Name", "Email", "Phone", "Current Location", "Current Company", "Resume"])
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute("aria-required", "true");
    await expect(page.getByLabel("GitHub URL")).not.toHaveAttribute("aria-required", "true");
    await expect(page.getByLabel("Resume")).toHaveAccessibleDescription("A PDF, DOC, DOCX or TXT file, at most 5 MB.");
    await expect(page.getByText("No file chosen")).toBeVisible();
    await expect(page.getByText("Choose file", { exact: true })).toBeVisible();
    await expect(page.getByLabel("LinkedIn URL")).toHaveAccessibleDescription("Your profile's address, like https://www.linkedin.com/in/your-name (optional).");
    await page.getByLabel("Full Name").fill("Cy Tester");
    await page.getByLabel("LinkedIn URL").fill("https://example.com/in/cy");
    await page.getByRole("button", { name: "SUBMIT" }).click();
    await expect(page.getByText("This is not a LinkedIn profile address: copy it from your profile, like https://www.linkedin.com/in/your-name")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Form Not Valid" })).toContainText(
      "Check: Email, Phone, Current Location, Current Company, LinkedIn URL, Resume",
    );
    // the first field to fix has the focus
    await expect(page.getByLabel("Email", { exact: true })).toBeFocused();
    await page.getByLabel("LinkedIn URL").fill("https://de.linkedin.com/in/cy-tester-42/");
    await expect(page.getByText(/This is not a LinkedIn profile address/)).toHaveCount(0);
  });

  test("a refused submission says 'Could not submit google form' and keeps what was typed", { tag: ["@AIR-T013"] }, async ({ page }) => {
    await page.goto("/careers/apply");
    await page.getByLabel("Full Name").fill("Bo Tester");
    await page.getByLabel("Email").fill("bo@example.test");
    await page.getByLabel("Phone").fill("123456");
    await page.getByLabel("Current Location").fill("Rome");
    await page.getByLabel("Current Company").fill("Acme");
    // a program is refused in the form, beside the picker, with the field named beside "Form Not Valid"
    await page.getByLabel("Resume").setInputFiles({ name: "resume.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") });
    await page.getByRole("button", { name: "SUBMIT" }).click();
    await expect(page.getByText("The resume must be a PDF, DOC, DOCX or TXT file")).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Form Not Valid" })).toContainText("Check: Resume");
    // a resume the backend refuses: named as a document, not one inside
    await page.getByLabel("Resume").setInputFiles({ name: "resume.pdf", mimeType: "application/pdf", buffer: Buffer.from("MZ") });
    await expect(page.getByText("resume.pdf (1 kB)")).toBeVisible();
    await page.getByRole("button", { name: "SUBMIT" }).click();
    const refusal = page.getByRole("listitem").filter({ hasText: "Could not submit google form" });
    await expect(refusal).toBeVisible();
    await expect(refusal).toContainText("Resume: The resume must be a PDF, DOC, DOCX or TXT file");
    await expect(page.getByLabel("Full Name")).toHaveValue("Bo Tester");
  });
});
