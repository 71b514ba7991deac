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

export interface Account {
  username: string;
  email: string;
  password: string;
}

export const test = base.extend<{
  /** Creates a fresh account through the backend's API (verified unless asked otherwise). */
  accounts: { create: (opts?: { verified?: boolean; referral_code?: string }) => Promise<Account>; loginKey: (username: string) => Promise<string> };
  localOnly: void;
  mailbox: { latest: (to: string, subject?: RegExp) => Promise<Mail>; count: (to: string) => Promise<number> };
  captcha: { answer: (page: Page) => Promise<string> };
  conformance: void;
}>({
  accounts: async ({ request }, use) => {
    await use({
      create: async ({ verified = true, referral_code } = {}) => {
        const username = uniqueName("acc");
        const account = { username, email: `${username}@example.test`, password: `${username}-pass-1` };
        const captcha = (await (await request.get(`${mockUrl}/api/v1/user/captcha/generate`)).json()) as { captcha_id: string };
        const { answer } = (await (await request.get(`${mockUrl}/__dev/captcha/${captcha.captcha_id}`)).json()) as { answer: string };
        const res = await request.post(`${mockUrl}/api/v1/user/register`, {
          data: { ...account, user_from: "penta", captcha_id: captcha.captcha_id, captcha_answer: answer, ...(referral_code ? { referral_code } : {}) },
        });
        expect(res.ok(), await res.text()).toBe(true);
        if (verified) {
          const mails = (await (await request.get(`${mockUrl}/__dev/mailbox.json?to=${account.email}`)).json()) as Mail[];
          const token = new URL(mails[0].link).searchParams.get("token");
          expect((await request.post(`${mockUrl}/api/v1/user/verify_email`, { data: { token } })).ok()).toBe(true);
        }
        return account;
      },
      loginKey: async (username) => ((await (await request.post(`${mockUrl}/__dev/login-key`, { data: { username } })).json()) as { key: string }).key,
    });
  },
  /** Nothing leaves the machine: requests to other hosts (X, explorers) get a local stand-in page. */
  localOnly: [
    async ({ context }, use) => {
      await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "<title>external</title>external page" }),
      );
      await use();
    },
    { auto: true },
  ],
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
    const ids = new Map<string, string>(); // image (base64) -> captcha_id
    page.on("response", (response) => {
      if (response.url().includes("/captcha/generate") && response.ok())
        void response
          .json()
          .then((body: { captcha_id: string; image: string }) => ids.set(body.image, body.captcha_id))
          .catch(() => undefined);
    });
    await use({
      answer: async (page) => {
        const img = page.getByRole("img", { name: /Captcha/ });
        let id: string | undefined;
        // the captcha on screen, not merely the last one asked for
        await expect
          .poll(async () => {
            const src = (await img.getAttribute("src")) ?? "";
            id = ids.get(src.replace(/^data:image\/jpeg;base64,/, ""));
            return id;
          })
          .toBeTruthy();
        const res = await request.get(`${mockUrl}/__dev/captcha/${id}`);
        expect(res.ok(), "the captcha shown is still open").toBe(true);
        return ((await res.json()) as { answer: string }).answer;
      },
    });
  },
  /**
   * Public pages arrive prerendered (inert) and the app takes them over once its code is loaded
   * (scripts/prerender.ts). Tests act on the running app: a navigation returns once it has.
   */
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) return use(page); // no app to wait for
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.locator("#root[data-prerendered]").waitFor({ state: "detached" });
      return response;
    };
    await use(page);
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
