// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NOT_A_CODE, SIGN_IN_AGAIN } from "@/features/auth/components/referral-code-form";
import { UNREACHABLE_SENTENCE } from "@/lib/api-error";
import { session } from "@/lib/session";
import { storage, STORAGE_KEYS } from "@/lib/storage-keys";
import { BACKEND, loseFirstAnswer, renderPage, typeCode } from "../testing/page";

/** ENTER YOUR REFERRAL CODE after a sign-in that asked for one (airdrop-campaigns.md §2, §4). */
describe("a referral code for a sign-in that has expired", () => {
  beforeEach(() => session.clear());
  afterEach(() => {
    cleanup();
    storage.remove(STORAGE_KEYS.bearerToken);
  });

  it("says the sign-in expired and what to do, and forgets its token, so the next code is not refused the same way", async () => {
    // a referrer whose username the boxes take (letters and digits, 16 at most)
    const code = `rf${Date.now().toString(36)}`;
    const made = await fetch(`${BACKEND}/__dev/users`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: code, email: `${code}@example.test`, password: `${code}-pass-1`, referralVerified: true }),
    });
    expect(made.ok).toBe(true);
    // the token of a REFERRAL_CODE_UNVERIFIED sign-in the server no longer knows (used, or past its life)
    storage.set(STORAGE_KEYS.bearerToken, "tok-expired-long-ago");
    renderPage("/enter-referral-code");
    const box = (n: number) => screen.getByLabelText(new RegExp(`^Referral code: character ${n} of `));
    await screen.findByLabelText(/^Referral code: character 1 of /, {}, { timeout: 5000 });
    typeCode(box, code);
    fireEvent.click(screen.getByRole("button", { name: "ENTER" }));
    expect(await screen.findByText("Could not submit referral code", {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(SIGN_IN_AGAIN)).toBeTruthy();
    expect(storage.get(STORAGE_KEYS.bearerToken)).toBeNull();
  });
});

describe("a referral code the check refuses, or cannot answer", () => {
  beforeEach(() => session.clear());
  afterEach(() => {
    cleanup();
    // the toasts live in the toaster's module, not in the page: none is carried into the next test
    toast.dismiss();
  });
  const box = (n: number) => screen.getByLabelText(new RegExp(`^Referral code: character ${n} of `));
  const enter = async (code: string) => {
    renderPage("/enter-referral-code");
    await screen.findByLabelText(/^Referral code: character 1 of /, {}, { timeout: 5000 });
    typeCode(box, code);
    fireEvent.click(screen.getByRole("button", { name: "ENTER" }));
    expect(await screen.findByText("Could not validate referral code", {}, { timeout: 5000 })).toBeTruthy();
  };

  it("no player or campaign has it: said under the spec's text, and nothing is stored", async () => {
    await enter(`nobody${Date.now().toString(36)}`.slice(0, 16));
    expect(screen.getByText(NOT_A_CODE)).toBeTruthy();
    expect(storage.get(STORAGE_KEYS.airdropReferralCode)).toBeNull();
  });

  it("no answer: the reason is the connection, not the code", async () => {
    loseFirstAnswer("/validate-referral-code");
    try {
      await enter("alice");
      expect(await screen.findByText(`The code could not be checked. ${UNREACHABLE_SENTENCE}`)).toBeTruthy();
      expect(screen.queryByText(NOT_A_CODE)).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
