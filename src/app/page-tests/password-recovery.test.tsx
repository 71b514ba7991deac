// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mailsTo, newPlayer, renderPage, watchCaptchas } from "../testing/page";

const fill = async (label: string, value: string) => fireEvent.change(await screen.findByLabelText(label, { exact: true }), { target: { value } });

describe("forgot password and create new password (accounts-identity.md §4, §5)", () => {
  let captchas: ReturnType<typeof watchCaptchas>;
  beforeEach(() => (captchas = watchCaptchas()));
  afterEach(() => {
    cleanup();
    captchas.restore();
  });

  it("forgot password: the rules first, then the mail with a link to /create-new-password", async () => {
    const player = await newPlayer();
    renderPage("/forgot-password");
    fireEvent.click(await screen.findByRole("button", { name: "SUBMIT" }));
    expect(await screen.findByText("Email is required")).toBeTruthy();
    expect(screen.getByText("Captcha is required")).toBeTruthy();
    await fill("Email", player.email);
    await fill("Captcha", await captchas.answer(await screen.findByRole<HTMLImageElement>("img", { name: /Captcha/ })));
    fireEvent.click(screen.getByRole("button", { name: "SUBMIT" }));
    expect(await screen.findByRole("heading", { name: "PASSWORD RESET!" }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to sign in" }).getAttribute("href")).toBe("/sign-in");
    const [mail] = await mailsTo(player.email);
    expect(new URL(mail!.link).pathname).toBe("/create-new-password");
  });

  it("a try that got no answer keeps the captcha and the digits typed for it, so the retry is the same request (one mail)", async () => {
    const player = await newPlayer();
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) =>
      /\/forgot-password$/.test(new URL(input instanceof Request ? input.url : String(input), "http://app.test").pathname)
        ? Promise.reject(new TypeError("Failed to fetch"))
        : realFetch(input, init);
    try {
      renderPage("/forgot-password");
      await fill("Email", player.email);
      await fill("Captcha", await captchas.answer(await screen.findByRole<HTMLImageElement>("img", { name: /Captcha/ })));
      const typed = screen.getByLabelText<HTMLInputElement>("Captcha", { exact: true }).value;
      const image = screen.getByRole<HTMLImageElement>("img", { name: /Captcha/ }).src;
      fireEvent.click(screen.getByRole("button", { name: "SUBMIT" }));
      expect(await screen.findByText(/^Could not send the reset email\. /, {}, { timeout: 5000 })).toBeTruthy();
      expect(screen.getByLabelText<HTMLInputElement>("Captcha", { exact: true }).value).toBe(typed);
      expect(screen.getByRole<HTMLImageElement>("img", { name: /Captcha/ }).src).toBe(image);
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it("create new password: a mismatch is refused in the form; the link's key sets the password once and goes to /sign-in", async () => {
    const player = await newPlayer();
    const page0 = renderPage("/forgot-password");
    await fill("Email", player.email);
    await fill("Captcha", await captchas.answer(await screen.findByRole<HTMLImageElement>("img", { name: /Captcha/ })));
    fireEvent.click(screen.getByRole("button", { name: "SUBMIT" }));
    await screen.findByRole("heading", { name: "PASSWORD RESET!" }, { timeout: 5000 });
    page0.unmount();
    const link = new URL((await mailsTo(player.email))[0]!.link);

    const page = renderPage(`${link.pathname}${link.search}`);
    await fill("New password", "the-new-password");
    await fill("Confirm password", "another-password");
    fireEvent.click(await screen.findByRole("button", { name: "SUBMIT" }));
    expect(await screen.findByText("The password and confirmation password do not match")).toBeTruthy();
    await fill("Confirm password", "the-new-password");
    fireEvent.click(screen.getByRole("button", { name: "SUBMIT" }));
    expect(await screen.findByText("Your password has been reset. You can now login!", {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(page.pathname()).toBe("/sign-in"));
    const login = await fetch("http://backend.test/api/v1/user/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: player.username, password: "the-new-password" }),
    });
    expect(login.status).toBe(200);
    // Back to the used link: it says so at once, not the form
    act(() => page.router.history.back());
    await waitFor(() => expect(page.pathname()).toBe("/create-new-password"));
    expect(screen.getByText(/This reset link is invalid, expired or already used/)).toBeTruthy();
    expect(screen.queryByLabelText("New password", { exact: true })).toBeNull();
  });

  it("a link opened past the check's guess limit is not called bad: the backend's words, and that it may still work later", async () => {
    const check = (resetToken: string) =>
      fetch("http://backend.test/api/v1/user/reset_password/check", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ resetToken }),
      });
    let status = 200;
    for (let i = 0; i < 500 && status !== 429; i++) status = (await check(`rk_made-up-${i}`)).status;
    expect(status).toBe(429);
    renderPage("/create-new-password?key=rk_perhaps-a-good-one");
    const alert = await screen.findByRole("alert", {}, { timeout: 5000 });
    expect(alert.textContent).toBe(
      "Too many failed attempts. Please try again later. This link was not checked, so it may still work: open it again later, or ask for a new link.",
    );
    expect(screen.getByRole("link", { name: "ask for a new link" }).getAttribute("href")).toBe("/forgot-password");
    expect(screen.queryByText(/invalid, expired or already used/)).toBeNull();
  });

  it("a page the browser shows again from its back-forward cache checks the link again: used meanwhile, it says so", async () => {
    const player = await newPlayer();
    const page0 = renderPage("/forgot-password");
    await fill("Email", player.email);
    await fill("Captcha", await captchas.answer(await screen.findByRole<HTMLImageElement>("img", { name: /Captcha/ })));
    fireEvent.click(screen.getByRole("button", { name: "SUBMIT" }));
    await screen.findByRole("heading", { name: "PASSWORD RESET!" }, { timeout: 5000 });
    page0.unmount();
    const link = new URL((await mailsTo(player.email))[0]!.link);
    renderPage(`${link.pathname}${link.search}`);
    expect(await screen.findByLabelText("New password", { exact: true }, { timeout: 5000 })).toBeTruthy();
    // the link used in another tab meanwhile
    const used = await fetch("http://backend.test/api/confirm-password", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ password: "another-new-password", resetToken: link.searchParams.get("key") }),
    });
    expect(used.status).toBe(200);
    // a page shown from the cache is not reloaded: only pageshow (persisted) says it is back
    act(() => void window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true })));
    expect(await screen.findByText(/This reset link is invalid, expired or already used/, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByLabelText("New password", { exact: true })).toBeNull();
  });
});
