// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { session } from "@/lib/session";
import { newPlayer, renderPage, signIn } from "../testing/page";

/** What each account tab says it holds is what it shows. */
describe("the account tabs' intros", () => {
  beforeEach(() => session.clear());
  afterEach(cleanup);

  it("Profile promises no bio (there is none); My Referrals says it shows a count and the link, not a list", async () => {
    await signIn(await newPlayer());
    const page = renderPage("/account");
    const intro = await screen.findByText(/^Your profile: /, {}, { timeout: 5000 });
    expect(intro.textContent).not.toMatch(/\bbio\b/);
    expect(intro.textContent).toMatch(/your email, the wallet bound to your account/);
    cleanup();
    page.queryClient.clear();
    renderPage("/account/my-referrals");
    const referrals = await screen.findByText(/^Share your link: /, {}, { timeout: 5000 });
    expect(referrals.textContent).not.toMatch(/listed here/);
    expect(referrals.textContent).toMatch(/how many players signed up with your link, and the link to copy\.$/);
    expect(await screen.findByText("Referred")).toBeTruthy();
  }, 15_000);
});
