// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { http, HttpResponse } from "msw";
import { RESEND_SIGN_IN_AGAIN } from "@/features/auth/api/registration";
import { UNAUTHENTICATED_SENTENCE } from "@/features/auth/hooks/use-login-outcome";
import { session } from "@/lib/session";
import { server } from "../../../vitest.setup";
import { BACKEND, newPlayer, renderPage, signIn } from "../testing/page";

const fill = async (label: string, value: string) => fireEvent.change(await screen.findByLabelText(label, { exact: true }), { target: { value } });

describe("the sign-in form (accounts-identity.md §4, §5)", () => {
  beforeEach(() => session.clear());
  afterEach(cleanup);

  it("shows each field's rule on an empty submit, and sends nothing", async () => {
    const page = renderPage("/sign-in");
    fireEvent.click(await screen.findByRole("button", { name: "ENTER" }));
    expect(await screen.findByText("Email or Username is required")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
    expect(session.status()).toBe("unauthenticated");
    expect(page.pathname()).toBe("/sign-in");
  });

  it("a short password is refused in the form before any call", async () => {
    renderPage("/sign-in");
    await fill("Email or Username", "someone");
    await fill("Password", "short");
    fireEvent.click(await screen.findByRole("button", { name: "ENTER" }));
    expect(await screen.findByText("Password must have at least 8 characters")).toBeTruthy();
  });

  it("a wrong password: the backend's refusal is shown, the player stays, nothing is stored", async () => {
    const player = await newPlayer();
    const page = renderPage("/sign-in");
    await fill("Email or Username", player.username);
    await fill("Password", "not-the-password");
    fireEvent.click(await screen.findByRole("button", { name: "ENTER" }));
    expect(await screen.findByText("Incorrect username, email or password", {}, { timeout: 5000 })).toBeTruthy();
    expect(session.status()).toBe("unauthenticated");
    expect(page.pathname()).toBe("/sign-in");
  });

  it("the right credentials start a session and land on /account, the redirect honoured only for a same-origin path", async () => {
    const player = await newPlayer();
    const page = renderPage("/sign-in?redirectUrl=%2Fmine%2Fpartners");
    await fill("Email or Username", player.email);
    await fill("Password", player.password);
    fireEvent.click(await screen.findByRole("button", { name: "ENTER" }));
    await waitFor(() => expect(page.pathname()).toBe("/mine/partners"), { timeout: 5000 });
    expect(session.status()).toBe("authenticated");
  });
});

describe("a sign-in after a session the backend ended (accounts-identity.md §4)", () => {
  beforeEach(() => session.clear());
  afterEach(cleanup);

  it("the next player never sees the last one's account: nothing of it is shown while theirs loads", async () => {
    const [first, next] = [await newPlayer(), await newPlayer()];
    await signIn(first);
    const page = renderPage("/account");
    expect(await screen.findAllByText(first.username, {}, { timeout: 5000 })).not.toHaveLength(0);
    // the backend ends the session (an idle timeout, say): the account sends to the sign-in page
    session.end();
    await act(() => page.router.invalidate()); // what main.tsx does on a change of the session
    await waitFor(() => expect(page.pathname()).toBe("/sign-in"), { timeout: 5000 });
    const seen = new Set<string>();
    const watch = new MutationObserver(() => document.body.textContent?.includes(first.username) && seen.add(page.pathname()));
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    try {
      await fill("Email or Username", next.username);
      await fill("Password", next.password);
      fireEvent.click(await screen.findByRole("button", { name: "ENTER" }));
      expect(await screen.findAllByText(next.username, {}, { timeout: 5000 })).not.toHaveLength(0);
      expect(page.pathname()).toBe("/account");
    } finally {
      watch.disconnect();
    }
    expect([...seen]).toEqual([]);
  }, 20_000);
});

describe("a sign-in the backend answers UNAUTHENTICATED_USER (accounts-identity.md §4)", () => {
  beforeEach(() => session.clear());
  afterEach(cleanup);

  it("reads as a sentence with the way on, not as the raw code", async () => {
    server.use(http.post(`${BACKEND}/api/v1/user/login`, () => HttpResponse.json({ status: false, message: "UNAUTHENTICATED_USER" }, { status: 401 })));
    renderPage("/sign-in");
    await fill("Email or Username", "someone");
    await fill("Password", "long-enough-password");
    fireEvent.click(await screen.findByRole("button", { name: "ENTER" }));
    expect(await screen.findByText(UNAUTHENTICATED_SENTENCE, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText("UNAUTHENTICATED_USER")).toBeNull();
    expect(session.status()).toBe("unauthenticated");
  });
});

describe("a validation mail asked for after the sign-in's token expired (accounts-identity.md §2)", () => {
  beforeEach(() => session.clear());
  afterEach(cleanup);

  it("says the sign-in expired and to sign in again, not the server's code, and the modal gives way to the form", async () => {
    const username = `unv_${Date.now().toString(36)}`;
    const made = await fetch(`${BACKEND}/__dev/users`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username, email: `${username}@example.test`, password: `${username}-pass-1`, referralVerified: true, verified: false }),
    });
    expect(made.ok).toBe(true);
    renderPage("/sign-in");
    await fill("Email or Username", username);
    await fill("Password", `${username}-pass-1`);
    fireEvent.click(await screen.findByRole("button", { name: "ENTER" }));
    const dialog = await screen.findByRole("dialog", { name: "You need to validate your email address to login." }, { timeout: 5000 });
    // the player reads their mail for longer than the sign-in's token lives (30 minutes; the mock's
    // clock is put back before the next test)
    const moved = await fetch(`${BACKEND}/__dev/clock`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ advanceMs: 31 * 60_000 }),
    });
    expect(moved.ok).toBe(true);
    fireEvent.click(within(dialog).getByRole("button", { name: "Send Validation Email" }));
    expect(await screen.findByText("Error sending email.", {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(RESEND_SIGN_IN_AGAIN)).toBeTruthy();
    expect(screen.queryByText("UNAUTHENTICATED_USER")).toBeNull();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("button", { name: "ENTER" })).toBeTruthy();
  });
});
