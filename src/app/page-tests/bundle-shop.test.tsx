// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { session } from "@/lib/session";
import { authenticatorCode, BACKEND, newPlayer, renderPage, signIn } from "../testing/page";

/** Two-factor turned on through the backend, as the setup modal does it. */
async function turnOnTwoFactor() {
  const post = async (path: string, body: unknown) =>
    (await (
      await fetch(`${BACKEND}/api/v1/user${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${session.token()}` },
        body: JSON.stringify(body),
      })
    ).json()) as { secret: string };
  const { secret } = await post("/2fa/setup", {});
  await post("/2fa/verify", { code: await authenticatorCode(secret) });
}

describe("the bundle shop on /account/security: a wallet that cannot pay", () => {
  beforeEach(() => session.clear());
  afterEach(cleanup);

  it("with two-factor on, Confirm is disabled with the reason and no code is asked for", async () => {
    await signIn(await newPlayer());
    await turnOnTwoFactor();
    renderPage("/account/security");
    fireEvent.click(await screen.findByRole("button", { name: "Buy Legend chest" }, { timeout: 5000 }));
    const modal = await screen.findByRole("dialog", { name: "Confirm your purchase" });
    expect(within(modal).getByText("Your gaming wallet holds 100 PEN, less than the price: you need 50 PEN more.")).toBeTruthy();
    expect(within(modal).queryByRole("group", { name: "Authenticator code" })).toBeNull();
    expect(within(modal).queryByRole("button", { name: "Use a recovery code" })).toBeNull();
    const confirm = within(modal).getByRole("button", { name: "Confirm purchase" }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(confirm.getAttribute("aria-describedby")).toBe("purchase-short");
  });

  it("without two-factor, Buy is disabled with the reason; an affordable bundle still asks to confirm", async () => {
    await signIn(await newPlayer());
    renderPage("/account/security");
    fireEvent.click(await screen.findByRole("button", { name: "Buy Legend chest" }, { timeout: 5000 }));
    const modal = await screen.findByRole("dialog", { name: "Confirm your purchase" });
    expect((within(modal).getByRole("button", { name: "Buy for 150 PEN" }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(modal).getByText(/less than the price: you need 50 PEN more\./)).toBeTruthy();
    fireEvent.click(within(modal).getByRole("button", { name: "Cancel" }));
    fireEvent.click(screen.getByRole("button", { name: "Buy Starter pack" }));
    const again = await screen.findByRole("dialog", { name: "Confirm your purchase" });
    expect((within(again).getByRole("button", { name: "Buy for 10 PEN" }) as HTMLButtonElement).disabled).toBe(false);
    expect(within(again).getByText("Your gaming wallet will hold 90 PEN after it.")).toBeTruthy();
  });
});
