// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { NEW_PASSWORD_RULES } from "@/config/constants";
import { sessionAwareFetch } from "@/lib/api-config";
import { session } from "@/lib/session";
import { BACKEND, newPlayer, renderPage, signIn } from "../testing/page";

const fill = (scope: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(scope).getByLabelText(label, { exact: true }), { target: { value } });

describe("changing the password on /account/security (designed: openapi/user.yaml changePassword)", () => {
  beforeEach(() => session.clear());
  afterEach(() => {
    cleanup();
    toast.dismiss();
  });

  const section = async () => (await screen.findByRole("heading", { name: "Password" })).closest("section")!;

  /**
   * The change's first `lose` answers never come back (each request reaches the backend, which does
   * the work, and the connection drops); later ones go through.
   */
  function losingChanges(lose: number) {
    const realFetch = globalThis.fetch;
    let sent = 0;
    globalThis.fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), "http://app.test");
      if (!url.pathname.endsWith("/change_password") || ++sent > lose) return realFetch(input, init);
      await realFetch(input, init);
      throw new TypeError("Failed to fetch");
    };
    return { sent: () => sent, restore: () => (globalThis.fetch = realFetch) };
  }
  /** A read sent with `token` meanwhile (the server ended it with the change): its 401 goes where the app's reads' go. */
  const readWith = (token: string) => sessionAwareFetch(new Request(`${BACKEND}/api/v1/user/info`, { headers: { authorization: `Bearer ${token}` } }));
  async function changeLost(player: { password: string }) {
    renderPage("/account/security");
    const form = await section();
    fill(form, "Current password", player.password);
    fill(form, "New password", "a walk in the rain");
    fill(form, "Confirm new password", "a walk in the rain");
    fireEvent.click(within(form).getByRole("button", { name: "Change password" }));
    await within(form).findByText(/^The answer did not come back: your password may be changed already/, {}, { timeout: 5000 });
    return form;
  }

  it("a change cancels a pending email change (openapi/user.yaml password-change-ends-grants): back on the profile, it no longer says it waits for the link", async () => {
    const player = await newPlayer();
    await signIn(player);
    const page = renderPage("/account");
    const next = `new_${player.email}`;
    fireEvent.change(await screen.findByLabelText("Email", { exact: true }), { target: { value: next } });
    fireEvent.click(await screen.findByRole("button", { name: "SAVE" }));
    expect(await screen.findByText(new RegExp(`Waiting for verification: ${next}`), {}, { timeout: 5000 })).toBeTruthy();
    await act(() => page.router.navigate({ to: "/account/security" }));
    const form = await section();
    fill(form, "Current password", player.password);
    fill(form, "New password", "a walk in the rain");
    fill(form, "Confirm new password", "a walk in the rain");
    fireEvent.click(within(form).getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Your password is changed. You are signed out everywhere else.", {}, { timeout: 5000 })).toBeTruthy();
    await act(() => page.router.navigate({ to: "/account" }));
    expect(await screen.findByLabelText("Email", { exact: true })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/Waiting for verification/)).toBeNull(), { timeout: 5000 });
  });

  it("a change whose answer is lost twice, the old token refused to a read meanwhile: this device stays signed in, and the third try brings the new session", async () => {
    const player = await newPlayer();
    await signIn(player);
    const old = session.token()!;
    const changes = losingChanges(2);
    try {
      const form = await changeLost(player);
      expect((await readWith(old)).status, "the server ended the old token with the change").toBe(401);
      fireEvent.click(within(form).getByRole("button", { name: "Try again" }));
      await waitFor(() => expect(changes.sent()).toBe(2));
      await within(form).findByRole("button", { name: "Try again" });
      expect(session.token(), "the second lost answer does not end the session").toBe(old);
      fireEvent.click(within(form).getByRole("button", { name: "Try again" }));
      expect(await screen.findByText("Your password is changed. You are signed out everywhere else.", {}, { timeout: 5000 })).toBeTruthy();
      expect(session.token()).not.toBe(old);
      expect(session.status()).toBe("authenticated");
    } finally {
      changes.restore();
    }
  });

  it("leaving a lost change without its retry, the old token refused meanwhile: the session ends, as one the backend ended", async () => {
    const player = await newPlayer();
    await signIn(player);
    const changes = losingChanges(1);
    try {
      await changeLost(player);
      await readWith(session.token()!);
      expect(session.status(), "not while the retry may come").toBe("authenticated");
      cleanup();
      expect(session.status()).toBe("unauthenticated");
      expect(session.wasEnded()).toBe(true);
    } finally {
      changes.restore();
    }
  });

  it("states the new password's rules first; refuses an empty form, a mismatch and the same password in the form", async () => {
    await signIn(await newPlayer());
    renderPage("/account/security");
    const form = await section();
    expect(within(form).getByText(NEW_PASSWORD_RULES)).toBeTruthy();
    fireEvent.click(within(form).getByRole("button", { name: "Change password" }));
    for (const rule of ["Current password is required", "Password is required", "Confirm password is required"])
      expect(await within(form).findByText(rule)).toBeTruthy();
    expect(await screen.findByText("Form Not Valid")).toBeTruthy();
    fill(form, "Current password", "the same phrase");
    fill(form, "New password", "the same phrase");
    fill(form, "Confirm new password", "another phrase");
    expect(await within(form).findByText("Choose a new password, not the one you have now.")).toBeTruthy();
    expect(within(form).getByText("The password and confirmation password do not match")).toBeTruthy();
  });

  it("the backend's refusals land on their fields: a wrong current password, a common new one; then a change keeps this device signed in with a new token", async () => {
    const player = await newPlayer();
    await signIn(player);
    const before = session.token();
    renderPage("/account/security");
    const form = await section();
    fill(form, "Current password", "not-my-password");
    fill(form, "New password", "a walk in the rain");
    fill(form, "Confirm new password", "a walk in the rain");
    fireEvent.click(within(form).getByRole("button", { name: "Change password" }));
    expect(await within(form).findByText("Your current password is not right.", {}, { timeout: 5000 })).toBeTruthy();
    fill(form, "Current password", player.password);
    fill(form, "New password", "password123");
    fill(form, "Confirm new password", "password123");
    fireEvent.click(within(form).getByRole("button", { name: "Change password" }));
    expect(await within(form).findByText("This password is too common: attackers try it first. Choose another.", {}, { timeout: 5000 })).toBeTruthy();
    fill(form, "New password", "a walk in the rain");
    fill(form, "Confirm new password", "a walk in the rain");
    fireEvent.click(within(form).getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Your password is changed. You are signed out everywhere else.", {}, { timeout: 5000 })).toBeTruthy();
    expect(session.token()).not.toBe(before);
    await waitFor(() => expect((within(form).getByLabelText("Current password", { exact: true }) as HTMLInputElement).value).toBe(""));
    // still signed in, on the new token
    expect(screen.getByRole("heading", { name: "Where you are signed in" })).toBeTruthy();
    expect(session.status()).toBe("authenticated");
  });
});
