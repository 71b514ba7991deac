// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UNREACHABLE_SENTENCE } from "@/lib/api-error";
import { session } from "@/lib/session";
import { BACKEND, loseFirstAnswer, newPlayer, renderPage, signIn } from "../testing/page";

/** The account's sessions (designed: openapi/user.yaml listSessions, endOtherSessions): a failure names what failed. */
describe("Sign out of all other devices", () => {
  beforeEach(() => session.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("its answer lost: the failure says they may be signed out already, naming the other devices (not 'that session'); a second try signs them out", async () => {
    const player = await newPlayer();
    // another device's session, then this one's
    const elsewhere = await fetch(`${BACKEND}/api/v1/user/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: player.username, password: player.password }),
    });
    expect(elsewhere.ok).toBe(true);
    await signIn(player);
    const tries = loseFirstAnswer("/sessions/end-others");
    renderPage("/account/security");
    fireEvent.click(await screen.findByRole("button", { name: "Sign out of all other devices" }, { timeout: 5000 }));
    expect(await screen.findByText(`No answer came: the other devices may be signed out already. ${UNREACHABLE_SENTENCE}`, {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Sign out of all other devices" }));
    // the other session ended: the button goes with it
    await vi.waitFor(() => expect(screen.queryByRole("button", { name: "Sign out of all other devices" })).toBeNull(), { timeout: 5000 });
    expect(tries.count).toBe(2);
  });
});
