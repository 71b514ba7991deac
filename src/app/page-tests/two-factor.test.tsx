// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { session } from "@/lib/session";
import { authenticatorCode, newPlayer, renderPage, signIn, typeCode } from "../testing/page";

describe("the two-factor setup on /account/security (accounts-identity.md §2)", () => {
  beforeEach(() => session.clear());
  afterEach(cleanup);

  it("an incomplete code and a wrong code are refused in the modal; the right code turns it on and shows 10 recovery codes once", async () => {
    await signIn(await newPlayer());
    renderPage("/account/security");
    fireEvent.click(await screen.findByRole("button", { name: "Set up two-factor authentication" }));
    const modal = await screen.findByRole("dialog", { name: "Two-factor authentication" });
    const secret = (await within(modal).findByText(/^[A-Z2-7]{16,}$/)).textContent!;
    const box = (n: number) => within(modal).getByLabelText(`Authenticator code: character ${n} of 6`);

    typeCode(box, "123");
    fireEvent.click(within(modal).getByRole("button", { name: "Verify" }));
    expect(await within(modal).findByText("Please enter the code from the Google Authenticator app")).toBeTruthy();

    const right = await authenticatorCode(secret);
    typeCode(box, right === "000000" ? "111111" : "000000");
    fireEvent.click(within(modal).getByRole("button", { name: "Verify" }));
    expect(await within(modal).findByText("The code you entered is incorrect. Please try again", {}, { timeout: 5000 })).toBeTruthy();

    typeCode(box, await authenticatorCode(secret));
    fireEvent.click(within(modal).getByRole("button", { name: "Verify" }));
    expect(await within(modal).findByText("Two-factor authentication is on.", {}, { timeout: 5000 })).toBeTruthy();
    expect(within(within(modal).getByRole("list", { name: "Recovery codes" })).getAllByRole("listitem")).toHaveLength(10);
  });
});
