// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UNREACHABLE_SENTENCE } from "@/lib/api-error";
import { session } from "@/lib/session";
import { storage, STORAGE_KEYS } from "@/lib/storage-keys";
import { loseFirstAnswer, renderPage } from "../testing/page";

/** A badge page's airdrop referral code (/airdrop/{type}?code=, airdrop-campaigns.md §2): checked, then kept or refused. */
describe("an airdrop badge link's referral code", () => {
  beforeEach(() => {
    session.clear();
    storage.remove(STORAGE_KEYS.airdropReferralCode);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    toast.dismiss();
  });

  it("a player's code is kept for the sign-up", async () => {
    const page = renderPage("/airdrop/common?code=alice");
    await waitFor(() => expect(storage.get(STORAGE_KEYS.airdropReferralCode)).toBe("alice"), { timeout: 5000 });
    expect(page.pathname()).toBe("/airdrop/common");
  });

  it("a code no one has: 'This airdrop referral code is not valid', and the badges list", async () => {
    const page = renderPage(`/airdrop/common?code=nobody${Date.now().toString(36)}`);
    expect(await screen.findByText("This airdrop referral code is not valid", {}, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(page.pathname()).toBe("/airdrop"));
    expect(storage.get(STORAGE_KEYS.airdropReferralCode)).toBeNull();
  });

  it("a check that got no answer says so, and the badge page stays: nothing is known of the code", async () => {
    loseFirstAnswer("/validate-referral-code");
    const page = renderPage("/airdrop/common?code=alice");
    expect(await screen.findByText(`The code could not be checked. ${UNREACHABLE_SENTENCE}`, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText("Could not validate referral code")).toBeTruthy();
    expect(screen.queryByText("This airdrop referral code is not valid")).toBeNull();
    expect(page.pathname()).toBe("/airdrop/common");
    expect(storage.get(STORAGE_KEYS.airdropReferralCode)).toBeNull();
  });
});
