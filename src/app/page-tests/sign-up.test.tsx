// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PRODUCT } from "@/config/brand";
import { NEW_PASSWORD_RULES, PASSWORD_IS_IDENTITY, USERNAME_REFUSED, USERNAME_RULES } from "@/config/constants";
import { NEW_CAPTCHA, notAPlayersCode } from "@/features/auth/components/sign-up-form";
import { UNREACHABLE_SENTENCE } from "@/lib/api-error";
import { session } from "@/lib/session";
import { storage, STORAGE_KEYS } from "@/lib/storage-keys";
import { loseFirstAnswer, mailsTo, newPlayer, renderPage, watchCaptchas } from "../testing/page";

const fill = async (label: string, value: string) => fireEvent.change(await screen.findByLabelText(label, { exact: true }), { target: { value } });
const unique = () => `su_${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

describe("the sign-up form (accounts-identity.md §4, §5)", () => {
  let captchas: ReturnType<typeof watchCaptchas>;
  beforeEach(() => {
    session.clear();
    sessionStorage.clear();
    captchas = watchCaptchas();
  });
  afterEach(() => {
    cleanup();
    captchas.restore();
    // the toasts live in the toaster's module, not in the page: none is carried into the next test
    toast.dismiss();
  });

  /** The follow-on-X step (airdrop-campaigns.md §4): Continue is refused until the player opened the follow link. */
  const followOnX = async () => {
    const dialog = await screen.findByRole("dialog", { name: `Follow ${PRODUCT} on X` });
    fireEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(await screen.findByText("Follow on twitter first.")).toBeTruthy();
    const link = within(dialog).getByRole("link", { name: "Follow on X" });
    link.addEventListener("click", (e) => e.preventDefault());
    fireEvent.click(link);
    fireEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
  };

  const solveCaptcha = async () => fill("Captcha", await captchas.answer(await screen.findByRole<HTMLImageElement>("img", { name: /Captcha/ })));

  it("an empty submit shows every field's rule and 'Form Not Valid'", async () => {
    renderPage("/sign-up");
    fireEvent.click(await screen.findByRole("button", { name: "SUBMIT" }));
    for (const rule of ["Username is required", "Password is required", "Email is required", "Captcha is required"])
      expect(await screen.findByText(rule)).toBeTruthy();
    expect(await screen.findByText("Form Not Valid")).toBeTruthy();
  });

  it("a reload keeps what was typed but the password and the captcha", async () => {
    const first = renderPage("/sign-up");
    await fill("Username", "draft_keeper");
    await fill("Email", "draft@example.test");
    await fill("Password", "a-secret-password");
    first.unmount();
    renderPage("/sign-up");
    expect((await screen.findByLabelText<HTMLInputElement>("Username", { exact: true })).value).toBe("draft_keeper");
    expect(screen.getByLabelText<HTMLInputElement>("Email", { exact: true }).value).toBe("draft@example.test");
    expect(screen.getByLabelText<HTMLInputElement>("Password", { exact: true }).value).toBe("");
    expect(JSON.stringify({ ...sessionStorage })).not.toContain("a-secret-password");
  });

  it("a malformed email and a short password are refused in the form", async () => {
    renderPage("/sign-up");
    await fill("Email", "not-an-address");
    await fill("Password", "short");
    fireEvent.click(await screen.findByRole("button", { name: "SUBMIT" }));
    expect(await screen.findByText("Please enter email address")).toBeTruthy();
    expect(screen.getByText("Password must have at least 8 characters")).toBeTruthy();
  });

  it("a taken username: the backend's refusal is shown and a new captcha replaces the used one", async () => {
    const taken = await newPlayer();
    renderPage("/sign-up");
    await fill("Username", taken.username);
    await fill("Password", "a-good-password");
    await fill("Email", `${unique()}@example.test`);
    await solveCaptcha();
    const first = (await screen.findByRole<HTMLImageElement>("img", { name: /Captcha/ })).src;
    fireEvent.click(screen.getByRole("button", { name: "SUBMIT" }));
    await followOnX();
    await waitFor(() => expect(screen.getByRole<HTMLImageElement>("img", { name: /Captcha/ }).src).not.toBe(first), { timeout: 5000 });
    expect((screen.getByLabelText("Captcha", { exact: true }) as HTMLInputElement).value).toBe("");
    expect(screen.getByLabelText<HTMLInputElement>("Username", { exact: true }).value).toBe(taken.username);
    // the reason stands under the field it is about, described by it, until the field is changed
    const username = screen.getByLabelText<HTMLInputElement>("Username", { exact: true });
    const reason = within(username.closest(".field")!).getByText("Username is already taken");
    expect(username.getAttribute("aria-describedby")).toContain(reason.id);
    await fill("Username", `${taken.username}_2`);
    expect(within(username.closest(".field")!).queryByText("Username is already taken")).toBeNull();
    // the new captcha says why the answer typed is gone; the fixed form goes again without the follow step
    const captchaField = screen.getByLabelText<HTMLInputElement>("Captcha", { exact: true });
    const notice = screen.getByText(NEW_CAPTCHA);
    expect(captchaField.getAttribute("aria-describedby")).toContain(notice.id);
    await solveCaptcha();
    expect(screen.queryByText(NEW_CAPTCHA)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "SUBMIT" }));
    expect(await screen.findByText("Thanks for registering! Please validate your email address to login.", {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: `Follow ${PRODUCT} on X` })).toBeNull();
  });

  it("a try that got no answer keeps the captcha and the digits typed for it (the backend never saw them)", async () => {
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) =>
      /\/(register|sign-up)$/.test(new URL(input instanceof Request ? input.url : String(input), "http://app.test").pathname)
        ? Promise.reject(new TypeError("Failed to fetch"))
        : realFetch(input, init);
    try {
      renderPage("/sign-up");
      await fill("Username", unique());
      await fill("Password", "a-good-password");
      await fill("Email", `${unique()}@example.test`);
      await solveCaptcha();
      const typed = screen.getByLabelText<HTMLInputElement>("Captcha", { exact: true }).value;
      const image = screen.getByRole<HTMLImageElement>("img", { name: /Captcha/ }).src;
      fireEvent.click(screen.getByRole("button", { name: "SUBMIT" }));
      if (localStorage.getItem("follow_twitter_completed") !== "true") await followOnX();
      expect(await screen.findByText(/^Could not register/, {}, { timeout: 5000 })).toBeTruthy();
      expect(screen.getByLabelText<HTMLInputElement>("Captcha", { exact: true }).value).toBe(typed);
      expect(screen.getByRole<HTMLImageElement>("img", { name: /Captcha/ }).src).toBe(image);
      expect(screen.queryByText(NEW_CAPTCHA)).toBeNull();
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it("where the browser keeps no storage (private mode), the follow step is confirmed once: a retry after a refusal goes straight on", async () => {
    const setItem = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    try {
      localStorage.removeItem("follow_twitter_completed");
      const taken = await newPlayer();
      renderPage("/sign-up");
      await fill("Username", taken.username);
      await fill("Password", "a-good-password");
      await fill("Email", `${unique()}@example.test`);
      await solveCaptcha();
      fireEvent.click(screen.getByRole("button", { name: "SUBMIT" }));
      await followOnX();
      expect(await screen.findByText("Username is already taken", {}, { timeout: 5000 })).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole("dialog", { name: `Follow ${PRODUCT} on X` })).toBeNull());
      await fill("Username", unique());
      await solveCaptcha();
      fireEvent.click(screen.getByRole("button", { name: "SUBMIT" }));
      expect(await screen.findByText("Thanks for registering! Please validate your email address to login.", {}, { timeout: 5000 })).toBeTruthy();
      expect(screen.queryByRole("dialog", { name: `Follow ${PRODUCT} on X` })).toBeNull();
    } finally {
      setItem.mockRestore();
    }
  });

  it("the username's rules are shown before anything is refused; one that breaks them is refused in the form, beside the field", async () => {
    renderPage("/sign-up");
    const username = await screen.findByLabelText("Username", { exact: true });
    const hint = screen.getByText(USERNAME_RULES);
    expect(username.getAttribute("aria-describedby")).toBe(hint.id);
    await fill("Username", "has a space");
    await fill("Password", "a-good-password");
    await fill("Email", `${unique()}@example.test`);
    await solveCaptcha();
    fireEvent.click(screen.getByRole("button", { name: "SUBMIT" }));
    expect(await screen.findByText(USERNAME_REFUSED)).toBeTruthy();
    expect(await screen.findByText("Form Not Valid")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    for (const bad of ["ab", "x".repeat(33), "emoji😀name"]) {
      await fill("Username", bad);
      expect(await screen.findByText(USERNAME_REFUSED)).toBeTruthy();
    }
    await fill("Username", "fine.name-1_ok");
    await waitFor(() => expect(screen.queryByText(USERNAME_REFUSED)).toBeNull());
  });

  it("the password's rules are shown before anything is refused; the username as password is refused in the form, a common one by the backend", async () => {
    renderPage("/sign-up");
    const password = await screen.findByLabelText("Password", { exact: true });
    const hint = screen.getByText(NEW_PASSWORD_RULES);
    expect(password.getAttribute("aria-describedby")).toBe(hint.id);
    const username = unique();
    await fill("Username", username);
    await fill("Password", username.toUpperCase());
    await fill("Email", `${username}@example.test`);
    await solveCaptcha();
    fireEvent.click(screen.getByRole("button", { name: "SUBMIT" }));
    expect(await screen.findByText(PASSWORD_IS_IDENTITY)).toBeTruthy();
    expect(password.getAttribute("aria-describedby")).toContain(hint.id);
    await fill("Password", "Password123");
    fireEvent.click(screen.getByRole("button", { name: "SUBMIT" }));
    await followOnX();
    expect(await screen.findByText("This password is too common: attackers try it first. Choose another.", {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Username", { exact: true }).value).toBe(username);
  });

  it("a valid sign-up registers, mails the verification link and goes to /validate-email", async () => {
    const username = unique();
    const page = renderPage("/sign-up");
    await fill("Username", username);
    await fill("Password", "a-good-password");
    await fill("Email", `${username}@example.test`);
    await solveCaptcha();
    fireEvent.click(screen.getByRole("button", { name: "SUBMIT" }));
    await followOnX();
    expect(await screen.findByText("Thanks for registering! Please validate your email address to login.", {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(page.pathname()).toBe("/validate-email"));
    expect((await mailsTo(`${username}@example.test`)).length).toBe(1);
  });
  /** Fills the form with a new player's values, captcha solved, and submits it (through the follow step the first time). */
  const submitNewPlayer = async (username = unique()) => {
    await fill("Username", username);
    await fill("Password", "a-good-password");
    await fill("Email", `${username}@example.test`);
    await solveCaptcha();
    fireEvent.click(screen.getByRole("button", { name: "SUBMIT" }));
    if (localStorage.getItem("follow_twitter_completed") !== "true") await followOnX();
    return username;
  };

  it("a kept referral code no player has: says so and the ways on, forgets it, and Remove lets the sign-up go on without it", async () => {
    const code = `nobody${Date.now().toString(36)}`;
    storage.set(STORAGE_KEYS.referralCode, code);
    renderPage("/sign-up");
    expect(await screen.findByText(code)).toBeTruthy();
    const username = await submitNewPlayer();
    expect(await screen.findByText("Could not validate referral code", {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(notAPlayersCode(code))).toBeTruthy();
    // the next visit of /sign-up is not stopped by the same code
    expect(storage.get(STORAGE_KEYS.referralCode)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Remove the referral code" }));
    expect(screen.queryByText(code)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "SUBMIT" }));
    expect(await screen.findByText("Thanks for registering! Please validate your email address to login.", {}, { timeout: 5000 })).toBeTruthy();
    expect((await mailsTo(`${username}@example.test`)).length).toBe(1);
  });

  it("a referral code whose check got no answer is kept, and the toast says why rather than calling it invalid", async () => {
    loseFirstAnswer("/validate-referral-code");
    try {
      const code = `kept${Date.now().toString(36)}`;
      storage.set(STORAGE_KEYS.referralCode, code);
      renderPage("/sign-up");
      expect(await screen.findByText(code)).toBeTruthy();
      await submitNewPlayer();
      expect(await screen.findByText("Could not validate referral code", {}, { timeout: 5000 })).toBeTruthy();
      expect(screen.getByText(`The code could not be checked. ${UNREACHABLE_SENTENCE}`)).toBeTruthy();
      expect(screen.queryByText(notAPlayersCode(code))).toBeNull();
      expect(storage.get(STORAGE_KEYS.referralCode)).toBe(code);
      expect(screen.getByText(code)).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
      storage.remove(STORAGE_KEYS.referralCode);
    }
  });
});
