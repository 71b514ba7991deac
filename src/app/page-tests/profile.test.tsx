// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HANDLE_RULES } from "@/config/constants";
import { tagged } from "@/lib/query-tags";
import { session } from "@/lib/session";
import { BACKEND, loseFirstAnswer, mailsTo, newPlayer, renderPage, signIn } from "../testing/page";

const input = (label: string) => screen.findByLabelText<HTMLInputElement>(label, { exact: true });
const fill = async (label: string, value: string) => fireEvent.change(await input(label), { target: { value } });

describe("the profile form on /account (accounts-identity.md §2, §4)", () => {
  beforeEach(() => session.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    // the toasts live in the toaster's module, not in the page: none is carried into the next test
    toast.dismiss();
  });

  it("SAVE is inert until a value differs from the stored one", async () => {
    await signIn(await newPlayer());
    renderPage("/account");
    const save = await screen.findByRole<HTMLButtonElement>("button", { name: "SAVE" });
    expect(save.disabled).toBe(true);
    await fill("X id", "someone_on_x");
    expect(save.disabled).toBe(false);
  });

  it("a malformed email is refused beside the field, and what was typed stays", async () => {
    await signIn(await newPlayer());
    renderPage("/account");
    await fill("Email", "not-an-address");
    fireEvent.click(await screen.findByRole("button", { name: "SAVE" }));
    expect(await screen.findByText("Please enter email address")).toBeTruthy();
    expect((await input("Email")).value).toBe("not-an-address");
  });

  it("the handles' rules are shown under their fields; one that breaks them is pointed out before anything is sent", async () => {
    await signIn(await newPlayer());
    renderPage("/account");
    const x = await input("X id");
    expect(x.getAttribute("aria-describedby")).toBe(screen.getByText(HANDLE_RULES.twitter.rules).id);
    expect((await input("Telegram username")).getAttribute("aria-describedby")).toBe(screen.getByText(HANDLE_RULES.telegram.rules).id);
    await fill("X id", "way_too_long_for_x_ids");
    await fill("Telegram username", "abc");
    fireEvent.click(await screen.findByRole("button", { name: "SAVE" }));
    expect(await screen.findByText(HANDLE_RULES.twitter.refused)).toBeTruthy();
    expect(screen.getByText(HANDLE_RULES.telegram.refused)).toBeTruthy();
    expect((await input("X id")).value).toBe("way_too_long_for_x_ids");
    // the same rules as the backend's: a handle the form lets through is stored
    await fill("X id", "@ok_on_x");
    await fill("Telegram username", "fine_on_tg");
    fireEvent.click(await screen.findByRole("button", { name: "SAVE" }));
    expect(await screen.findByText("Updated!", {}, { timeout: 5000 })).toBeTruthy();
    // stored without its optional @: nothing differs from the stored values any more, so SAVE is inert
    await waitFor(async () => expect((await screen.findByRole<HTMLButtonElement>("button", { name: "SAVE" })).disabled).toBe(true));
    await fill("X id", "ok_on_x");
    expect((await screen.findByRole<HTMLButtonElement>("button", { name: "SAVE" })).disabled).toBe(true);
  });

  it("a new email waits for its link (the old one stays in use); the X id is stored at once: 'Updated!'", async () => {
    const player = await newPlayer();
    await signIn(player);
    const page = renderPage("/account");
    const next = `new_${player.email}`;
    await fill("Email", next);
    await fill("X id", "player_on_x");
    fireEvent.click(await screen.findByRole("button", { name: "SAVE" }));
    expect(await screen.findByText("Updated!", {}, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText(new RegExp(`Waiting for verification: ${next}`))).toBeTruthy();
    expect((await mailsTo(next)).length).toBe(1);
    page.unmount();
    renderPage("/account");
    await waitFor(async () => expect((await input("X id")).value).toBe("player_on_x"));
    expect((await input("Email")).value).toBe(player.email);
  });

  it("a save that partly failed: the new email waits for its link, and the X id whose answer was lost stays typed with its reason", async () => {
    const player = await newPlayer();
    await signIn(player);
    renderPage("/account");
    const next = `new_${player.email}`;
    await fill("Email", next);
    await fill("X id", "lost_on_x");
    loseFirstAnswer("/api/v1/user/update-twitter");
    fireEvent.click(await screen.findByRole("button", { name: "SAVE" }));
    // the account is read again after the email's save: the form follows it, and keeps what the save did not store
    expect(await screen.findByText(new RegExp(`Waiting for verification: ${next}`), {}, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findAllByText(/^Could not update your profile/)).not.toHaveLength(0);
    expect((await input("X id")).value).toBe("lost_on_x");
    expect((await input("X id")).getAttribute("aria-invalid")).toBe("true");
    expect((await input("Email")).value).toBe(player.email);
    // SAVE is still there for the X id; this time it goes through
    fireEvent.click(screen.getByRole("button", { name: "SAVE" }));
    expect(await screen.findByText("Updated!", {}, { timeout: 5000 })).toBeTruthy();
  });

  it("the account read again with a handle stored elsewhere: that field follows it, the one being typed keeps what was typed", async () => {
    await signIn(await newPlayer());
    const page = renderPage("/account");
    await fill("X id", "typing_on_x");
    // another tab stores a Telegram username
    const stored = await fetch(`${BACKEND}/api/v1/user/update-telegram`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: `Bearer ${session.token()}` },
      body: JSON.stringify({ username: "from_other_tab" }),
    });
    expect(stored.ok).toBe(true);
    await page.queryClient.invalidateQueries(tagged("profile"));
    await waitFor(async () => expect((await input("Telegram username")).value).toBe("from_other_tab"));
    expect((await input("X id")).value).toBe("typing_on_x");
  });

  it("a handle saved whose answer was lost: once the account read again shows it stored, no failure stays under the field", async () => {
    await signIn(await newPlayer());
    renderPage("/account");
    loseFirstAnswer("/api/v1/user/update-twitter", { reached: true });
    await fill("X id", "kept_on_x");
    fireEvent.click(await screen.findByRole("button", { name: "SAVE" }));
    // the failure is said; the account read after it shows the handle stored
    expect(await screen.findByText(/^Could not update your profile/, {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(async () => expect((await input("X id")).getAttribute("aria-invalid")).toBe("false"), { timeout: 5000 });
    expect(screen.queryByText(/could not be reached/, { selector: ".field__error" })).toBeNull();
    expect((await input("X id")).value).toBe("kept_on_x");
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "SAVE" }).disabled).toBe(true);
  });

  it("a change shows on the player's own profile page when they go back to it: its kept answer is read again", async () => {
    const player = await newPlayer();
    await signIn(player);
    const page = renderPage(`/acc/${player.username}`);
    const ownProfile = () =>
      page.queryClient.getQueriesData<{ result: { user: { extra_data: { twitter_username?: string } } } }>({
        queryKey: [{ _id: "getUserInfoByUsername" }],
      })[0]?.[1]?.result.user;
    await waitFor(() => expect(ownProfile()).toBeTruthy());
    await page.router.navigate({ to: "/account" });
    await fill("X id", "changed_on_x");
    fireEvent.click(await screen.findByRole("button", { name: "SAVE" }));
    expect(await screen.findByText("Updated!", {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(ownProfile()?.extra_data?.twitter_username).toBe("changed_on_x"));
  });
});
