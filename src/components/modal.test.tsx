// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { StrictMode, useRef, useState } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { installDialogPolyfill } from "@/components/testing/jsdom-gaps";
import { nextPaint } from "@/lib/after-paint";
import { Modal } from "./modal";

beforeAll(installDialogPolyfill);

/**
 * An opener and its modal, closed by the owner the way the app's owners do (state, or unmounting it).
 * `mountOnOpen`: the modal is first rendered already open (a lazily loaded owner), then stays.
 */
function Harness({ unmountOnClose = false, mountOnOpen = false }: { unmountOnClose?: boolean; mountOnOpen?: boolean }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
          setOpened(true);
        }}
      >
        Change avatar
      </button>
      <button type="button">Elsewhere</button>
      {(unmountOnClose ? open : !mountOnOpen || opened) && (
        <Modal open={open} onClose={() => setOpen(false)} title="Choose your avatar">
          <button type="button" onClick={() => setOpen(false)}>
            SAVE AVATAR
          </button>
        </Modal>
      )}
    </>
  );
}

/** A menu whose item opens the modal and closes the menu: the item is gone when the modal closes. */
function MenuHarness() {
  const [menu, setMenu] = useState(false);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button type="button" ref={trigger} onClick={() => setMenu(true)}>
        Account menu
      </button>
      {menu && (
        <button
          type="button"
          onClick={() => {
            setMenu(false);
            setOpen(true);
          }}
        >
          Friends
        </button>
      )}
      <Modal open={open} onClose={() => setOpen(false)} title="Friends" returnFocus={trigger}>
        <p>Empty</p>
      </Modal>
    </>
  );
}

const openFrom = (name: string) => {
  const opener = screen.getByRole("button", { name });
  opener.focus();
  fireEvent.click(opener);
  return opener;
};
const dialog = () => document.querySelector("dialog")!;

/**
 * A modal its owner closed is made transparent at once (the tap's next paint shows it gone) and
 * closed after that paint: only then is the page behind no longer inert, and focus returns.
 */
async function closedAfterPaint() {
  expect(dialog().dataset.closing).toBe("");
  expect(dialog().open).toBe(true);
  await act(() => nextPaint());
  expect(dialog().open).toBe(false);
  expect(dialog().dataset.closing).toBeUndefined();
}

describe("Modal: focus returns to what opened it, on every way of closing", () => {
  afterEach(cleanup);

  it("the close button", async () => {
    render(<Harness />);
    const opener = openFrom("Change avatar");
    screen.getByRole("button", { name: "SAVE AVATAR" }).focus();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    await closedAfterPaint();
    expect(document.activeElement).toBe(opener);
  });

  it("Escape (the dialog's cancel)", async () => {
    render(<Harness />);
    const opener = openFrom("Change avatar");
    screen.getByRole("button", { name: "SAVE AVATAR" }).focus();
    fireEvent(dialog(), new Event("cancel", { cancelable: true }));
    await closedAfterPaint();
    expect(document.activeElement).toBe(opener);
  });

  it("a click on the backdrop", async () => {
    render(<Harness />);
    const opener = openFrom("Change avatar");
    screen.getByRole("button", { name: "SAVE AVATAR" }).focus();
    fireEvent.click(dialog());
    await closedAfterPaint();
    expect(document.activeElement).toBe(opener);
  });

  it("a successful submit, whose owner stops rendering the modal", () => {
    render(<Harness unmountOnClose />);
    const opener = openFrom("Change avatar");
    screen.getByRole("button", { name: "SAVE AVATAR" }).focus();
    fireEvent.click(screen.getByRole("button", { name: "SAVE AVATAR" }));
    expect(document.querySelector("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("stays open under StrictMode: closing and showing it again (development's double effects) is not the owner's close", () => {
    render(
      <StrictMode>
        <Harness unmountOnClose />
      </StrictMode>,
    );
    openFrom("Change avatar");
    expect(screen.getByRole("dialog", { name: "Choose your avatar" })).toBeTruthy();
    expect(dialog().open).toBe(true);
  });

  it("the opener is gone (an item of a menu that closed): the fallback target, never the page's body", async () => {
    render(<MenuHarness />);
    openFrom("Account menu");
    openFrom("Friends");
    // the item was removed with its menu: nothing on the page holds focus while the modal is open
    expect(screen.queryByRole("button", { name: "Friends" })).toBeNull();
    act(() => fireEvent.click(screen.getByRole("button", { name: "Close" })));
    await closedAfterPaint();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Account menu" }));
  });

  it("first rendered open under StrictMode (its effect run, cleaned up and run again), it returns focus to what opened it", async () => {
    render(
      <StrictMode>
        <Harness mountOnOpen />
      </StrictMode>,
    );
    const opener = openFrom("Change avatar");
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    await closedAfterPaint();
    expect(document.activeElement).toBe(opener);
  });

  it("opened again before the close was made: it stays open, and the close that was due is not made", async () => {
    render(<Harness />);
    openFrom("Change avatar");
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(dialog().dataset.closing).toBe("");
    openFrom("Change avatar");
    await act(() => nextPaint());
    expect(dialog().open).toBe(true);
    expect(dialog().dataset.closing).toBeUndefined();
    expect(screen.getByRole("dialog", { name: "Choose your avatar" })).toBeTruthy();
  });
});
