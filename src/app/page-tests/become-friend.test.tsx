// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { becomeFriendCode } from "@/features/friends/lib/become-friend-code";
import { session } from "@/lib/session";
import { BACKEND, newPlayer, renderPage, signIn, type Player } from "../testing/page";

/** The inviter's become-friend code, as their profile's Share asks for it (friends/invite). */
async function inviteCode(inviter: Player) {
  const login = await fetch(`${BACKEND}/api/v1/user/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username: inviter.username, password: inviter.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const invite = await fetch(`${BACKEND}/api/v1/user/friends/invite`, { method: "POST", headers: { Authorization: `Bearer ${token}` } });
  return ((await invite.json()) as { code: string }).code;
}

/** The first friends/connect is answered `status` with the contract's error body; the rest reach the backend. */
function answerFirstConnect(status: number, message: string) {
  const realFetch = globalThis.fetch;
  let answered = false;
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (answered || !url.endsWith("/api/v1/user/friends/connect")) return realFetch(input, init);
    answered = true;
    return new Response(JSON.stringify({ status: false, message }), { status, headers: { "Content-Type": "application/json" } });
  });
}

/** A stored become-friend code used once the session has a token (accounts-identity.md §4). */
describe("the become-friend code after a failed connect", () => {
  beforeEach(() => {
    session.clear();
    becomeFriendCode.clear();
  });
  afterEach(() => {
    cleanup();
    toast.dismiss();
    vi.unstubAllGlobals();
    becomeFriendCode.clear();
  });

  it("the server busy (503): the code stays, and Try again uses it: 'Friends Connected'", async () => {
    const code = await inviteCode(await newPlayer());
    await signIn(await newPlayer());
    answerFirstConnect(503, "The change could not be saved, so nothing was changed. Please try again in a moment.");
    becomeFriendCode.set(code);
    renderPage("/account");
    expect(await screen.findByText(/nothing was changed/, {}, { timeout: 5000 })).toBeTruthy();
    expect(becomeFriendCode.get()).toBe(code);
    // the toast's own button (the toasts' layer is a popover, which jsdom never shows: read by its text)
    fireEvent.click(screen.getByText("Try again", { selector: "button" }));
    expect(await screen.findByText("Friends Connected", {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(becomeFriendCode.get()).toBeNull());
  }, 15_000);

  it("a code the server does not know (404): refused for good, so the code is cleared and nothing is offered again", async () => {
    await signIn(await newPlayer());
    becomeFriendCode.set("bf_no_such_code");
    renderPage("/account");
    await waitFor(() => expect(becomeFriendCode.get()).toBeNull(), { timeout: 5000 });
    expect(screen.queryByText("Try again", { selector: "button" })).toBeNull();
  }, 15_000);
});
