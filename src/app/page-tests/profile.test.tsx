// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { session } from "@/lib/session";
import { mailsTo, newPlayer, renderPage, signIn } from "../testing/page";

const input = (label: string) => screen.findByLabelText<HTMLInputElement>(label, { exact: true });
const fill = async (label: string, value: string) => fireEvent.change(await input(label), { target: { value } });

describe("the profile form on /account (accounts-identity.md §2, §4)", () => {
  beforeEach(() => session.clear());
  afterEach(cleanup);

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
});
