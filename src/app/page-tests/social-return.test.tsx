// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cancelledText, SOCIAL_FAILED } from "@/features/account/components/social-section";
import { UNREACHABLE_SENTENCE } from "@/lib/api-error";
import { session } from "@/lib/session";
import { loseFirstAnswer, newPlayer, renderPage, signIn } from "../testing/page";

/** The app at `path`, with the browser's address there too (the return reads the real address). */
function arriveAt(path: string) {
  window.history.replaceState(null, "", path);
  return renderPage(path);
}

/** The return to /account from a provider's consent page (accounts-identity.md §4, §8). */
describe("the return from a social network's consent page", () => {
  beforeEach(() => {
    session.clear();
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    toast.dismiss();
    vi.unstubAllGlobals();
  });

  it("cancelled on X's consent page (access_denied, this tab's state): says the X connection was cancelled, not that connecting failed", async () => {
    await signIn(await newPlayer());
    sessionStorage.setItem("social_connect_state", "twitter.s1");
    arriveAt("/account?error=access_denied&state=twitter.s1");
    expect(await screen.findByText(cancelledText("X"), {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText(SOCIAL_FAILED)).toBeNull();
  }, 15_000);

  it("a real failure keeps accounts-identity.md §8's text: an error other than a cancel, or a state this tab did not start", async () => {
    await signIn(await newPlayer());
    sessionStorage.setItem("social_connect_state", "discord.s2");
    arriveAt("/account?error=server_error&state=discord.s2");
    expect(await screen.findByText(SOCIAL_FAILED, {}, { timeout: 5000 })).toBeTruthy();
    cleanup();
    toast.dismiss();
    sessionStorage.setItem("social_connect_state", "discord.s3");
    arriveAt("/account?error=access_denied&state=discord.other");
    expect(await screen.findByText(SOCIAL_FAILED, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText(cancelledText("Discord"))).toBeNull();
  }, 15_000);

  it("a connection that could not be started says why beside accounts-identity.md §8's text", async () => {
    await signIn(await newPlayer());
    renderPage("/account");
    loseFirstAnswer("/api/v1/user/auth/twitter/start");
    fireEvent.click(await screen.findByRole("button", { name: "Connect X" }, { timeout: 5000 }));
    expect(await screen.findByText(SOCIAL_FAILED, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(UNREACHABLE_SENTENCE)).toBeTruthy();
  }, 15_000);
});
