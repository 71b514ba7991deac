// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { session } from "@/lib/session";
import { newPlayer, renderPage, signIn } from "../testing/page";

/** A keyboard player's focus on `el`, then a key pressed where it is. */
const press = (el: Element, key: string) => {
  (el as HTMLElement).focus();
  fireEvent.keyDown(el, { key });
};
// the signed-in menu is a chunk of its own: it may come after the page, on a busy machine well after
const menuTrigger = () => screen.findByRole("button", { name: /^Account menu/ }, { timeout: 5000 });
const openMenu = async () => {
  const trigger = await menuTrigger();
  trigger.focus();
  fireEvent.click(trigger);
  return within(await screen.findByRole("list", { name: "Account" }, { timeout: 5000 }));
};

describe("focus after a menu or a dialog closes: back on what opened it, never the page's body (WCAG 2.4.3)", () => {
  beforeEach(() => session.clear());
  afterEach(cleanup);

  it("the account menu on Escape: its trigger", async () => {
    await signIn(await newPlayer());
    renderPage("/account");
    const menu = await openMenu();
    press(menu.getByRole("button", { name: "Find Friends" }), "Escape");
    await waitFor(() => expect(screen.queryByRole("list", { name: "Account" })).toBeNull());
    expect(document.activeElement).toBe(await menuTrigger());
  });

  it("Friends, Find Friends and Request, opened from the account menu: the menu's trigger (the item left with the menu)", async () => {
    await signIn(await newPlayer());
    renderPage("/account");
    for (const [item, title] of [
      ["Friends", "Friends"],
      ["Find Friends", "Add friends"],
      [/^Request/, "Friend requests"],
    ] as const) {
      const menu = await openMenu();
      // a click focuses what it presses
      const button = menu.getByRole("button", { name: item });
      button.focus();
      fireEvent.click(button);
      const dialog = await screen.findByRole("dialog", { name: title }, { timeout: 5000 });
      within(dialog).getByRole("button", { name: "Close" }).focus();
      act(() => fireEvent.click(within(dialog).getByRole("button", { name: "Close" })));
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: /^Account menu/ })));
    }
  });

  it("the avatar picker (closed, and after SAVE AVATAR) and the AI picture dialog: the button that opened them", async () => {
    await signIn(await newPlayer());
    renderPage("/account");
    const avatar = await screen.findByRole("button", { name: /^Change avatar/ }, { timeout: 5000 });
    avatar.focus();
    fireEvent.click(avatar);
    let dialog = await screen.findByRole("dialog", { name: "Choose your avatar" });
    within(dialog).getByRole("button", { name: "Close" }).focus();
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Choose your avatar" })).toBeNull());
    expect(document.activeElement).toBe(avatar);

    fireEvent.click(avatar);
    dialog = await screen.findByRole("dialog", { name: "Choose your avatar" });
    const save = within(dialog).getByRole("button", { name: "SAVE AVATAR" });
    save.focus();
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Choose your avatar" })).toBeNull(), { timeout: 5000 });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: /^Change avatar/ }));

    const picture = screen.getByRole("button", { name: "AI profile picture" });
    picture.focus();
    fireEvent.click(picture);
    dialog = await screen.findByRole("dialog", { name: "Your AI profile picture" });
    within(dialog).getByRole("textbox").focus();
    fireEvent(dialog, new Event("cancel", { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Your AI profile picture" })).toBeNull());
    expect(document.activeElement).toBe(picture);
  });

  it("the phone menu on Escape, with focus in it: the menu button", async () => {
    renderPage("/faq");
    const hamburger = await screen.findByRole("button", { name: "Open menu" });
    fireEvent.click(hamburger);
    const nav = screen.getByRole("navigation", { name: "Main" });
    press(within(nav).getByRole("link", { name: "SUBSCRIBE" }), "Escape");
    await waitFor(() => expect(screen.getByRole("button", { name: "Open menu" })).toBeTruthy());
    expect(document.activeElement).toBe(hamburger);
  });
});
