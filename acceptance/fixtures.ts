import { test as base, expect, type Page } from "@playwright/test";
import { mockUrl } from "../playwright.config";

export { expect };
export const MOCK_URL = mockUrl;

interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
  link: string;
}

/** A unique, valid username for a test's own account. */
export const uniqueName = (prefix = "u") => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 24);

export const test = base.extend<{
  mailbox: { latest: (to: string, subject?: RegExp) => Promise<Mail>; count: (to: string) => Promise<number> };
  captcha: { answer: (page: Page) => Promise<string> };
  conformance: void;
}>({
  /** The dev mailbox of the mock backend (what a real backend would send by mail). */
  mailbox: async ({ request }, use) => {
    const list = async (to: string) => (await (await request.get(`${mockUrl}/__dev/mailbox.json?to=${encodeURIComponent(to)}`)).json()) as Mail[];
    await use({
      latest: async (to, subject) => {
        let mail: Mail | undefined;
        await expect
          .poll(async () => {
            mail = (await list(to)).find((m) => !subject || subject.test(m.subject));
            return !!mail;
          })
          .toBe(true);
        return mail!;
      },
      count: async (to) => (await list(to)).length,
    });
  },
  /** Reads the answer of the captcha the page shows last, from the mock (as a person reads the image). */
  captcha: async ({ page, request }, use) => {
    let last: string | undefined;
    page.on("response", (response) => {
      if (response.url().includes("/captcha/generate") && response.ok())
        void response
          .json()
          .then((body: { captcha_id?: string }) => (last = body.captcha_id))
          .catch(() => undefined);
    });
    await use({
      answer: async (page) => {
        await expect(page.getByRole("img", { name: /Captcha/ })).toBeVisible();
        await expect.poll(() => last).toBeTruthy();
        const res = await request.get(`${mockUrl}/__dev/captcha/${last}`);
        expect(res.ok(), "the captcha shown is still open").toBe(true);
        return ((await res.json()) as { answer: string }).answer;
      },
    });
  },
  /** Every test fails on a response that breaks the OpenAPI contract (prism --errors marks it). */
  conformance: [
    async ({ page }, use) => {
      const violations: string[] = [];
      page.on("response", (response) => {
        const header = response.headers()["sl-violations"];
        if (header) violations.push(`${response.request().method()} ${response.url()}: ${header}`);
      });
      await use();
      expect(violations, "responses that break the contract").toEqual([]);
    },
    { auto: true },
  ],
});
