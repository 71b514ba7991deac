// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { CodeInput } from "./code-input";

function Harness({ length = 4 }: { length?: number }) {
  const [value, setValue] = useState("");
  return (
    <>
      <CodeInput length={length} value={value} onChange={setValue} accept={/^[A-Za-z0-9]$/} label="Code" rule="only letters and digits" />
      <output aria-label="value">{value}</output>
    </>
  );
}

/** A parent that renders later than keys arrive (a busy phone, a key held down): the latest change waits in `pending`. */
const pending: string[] = [];
function SlowParent({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CodeInput length={4} value={value} onChange={(next) => pending.push(next)} accept={/^[A-Za-z0-9]$/} label="Code" rule="only letters and digits" />
      <button type="button" onClick={() => setValue(pending.at(-1) ?? value)}>
        render
      </button>
    </>
  );
}

const box = (n: number, of = 4) => screen.getByLabelText(`Code: character ${n} of ${of}`) as HTMLInputElement;
const value = () => screen.getByLabelText("value").textContent;

describe("CodeInput (one box per character: referral codes K23, 2FA codes)", () => {
  afterEach(cleanup);

  it("typing fills a box and moves the focus forward; refused characters change nothing", () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: "a" } });
    expect(value()).toBe("a");
    expect(document.activeElement).toBe(box(2));
    fireEvent.change(box(2), { target: { value: "_" } });
    expect(value()).toBe("a");
    expect(document.activeElement).toBe(box(2));
    fireEvent.change(box(2), { target: { value: "7" } });
    expect(value()).toBe("a7");
  });

  it("Backspace clears the box, or the one before when empty, and moves back", () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: "x" } });
    fireEvent.change(box(2), { target: { value: "y" } });
    fireEvent.keyDown(box(2), { key: "Backspace" }); // a filled box: cleared, the focus stays
    expect(value()).toBe("x");
    fireEvent.keyDown(box(2), { key: "Backspace" }); // an empty box: the one before is cleared and focused
    expect(value()).toBe("");
    expect(document.activeElement).toBe(box(1));
  });

  it("keys faster than the page renders are each counted: two Backspaces clear two boxes, two keys fill two", () => {
    pending.length = 0;
    render(<SlowParent initial="abc" />);
    box(4).focus();
    fireEvent.keyDown(box(4), { key: "Backspace" });
    fireEvent.keyDown(document.activeElement!, { key: "Backspace" });
    expect(pending).toEqual(["ab", "a"]);
    expect(document.activeElement).toBe(box(2));
    fireEvent.change(box(2), { target: { value: "x" } });
    fireEvent.change(document.activeElement!, { target: { value: "y" } });
    expect(pending.at(-1)).toBe("axy");
    fireEvent.click(screen.getByRole("button", { name: "render" }));
    expect([box(1).value, box(2).value, box(3).value]).toEqual(["a", "x", "y"]);
  });

  it("typing into a box that holds a character replaces it, wherever the caret stands", () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: "a" } });
    fireEvent.change(box(2), { target: { value: "b" } });
    // the caret before the held character (a click on its left half): "cb", caret after the c
    const first = box(1);
    fireEvent.change(first, { target: { value: "ca", selectionStart: 1, selectionEnd: 1 } });
    expect(value()).toBe("cb");
    fireEvent.change(box(2), { target: { value: "bd", selectionStart: 2, selectionEnd: 2 } });
    expect(value()).toBe("cd");
    // a key on a keyboard: the box's character is replaced, also by the same character
    fireEvent.keyDown(box(1), { key: "c" });
    expect(document.activeElement).toBe(box(2));
    fireEvent.keyDown(box(2), { key: "e" });
    expect(value()).toBe("ce");
    fireEvent.keyDown(box(3), { key: "-" });
    expect(value()).toBe("ce");
  });

  it("paste fills from the box on, spaces aside; a whole code fills every box, wherever it lands", () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: "z" } });
    fireEvent.paste(box(2), { clipboardData: { getData: () => " a b\n" } });
    expect([box(2).value, box(3).value]).toEqual(["a", "b"]);
    expect(value()).toBe("zab");
    fireEvent.paste(box(3), { clipboardData: { getData: () => "WXYZ" } });
    expect(value()).toBe("WXYZ");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("a paste with a character the boxes refuse, or longer than they hold, fills nothing and says why", () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: "z" } });
    // the dot dropped would make another code ('newp': another player's)
    fireEvent.paste(box(2), { clipboardData: { getData: () => "n.ew" } });
    expect(value()).toBe("z");
    const refusal = screen.getByRole("alert");
    expect(refusal.textContent).toBe("Nothing was pasted: the code takes only letters and digits.");
    expect(box(2).getAttribute("aria-describedby")).toBe(refusal.id);
    fireEvent.paste(box(2), { clipboardData: { getData: () => "abcd" } });
    expect(value()).toBe("abcd");
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.keyDown(box(4), { key: "Backspace" });
    fireEvent.paste(box(4), { clipboardData: { getData: () => "pq" } });
    expect(value()).toBe("abc");
    expect(screen.getByRole("alert").textContent).toBe("Nothing was pasted: the code takes only letters and digits.");
  });

  it("a refused key is said, with the rule, until an accepted one", () => {
    render(<Harness />);
    fireEvent.keyDown(box(1), { key: "." });
    expect(screen.getByRole("alert").textContent).toBe("“.” cannot be typed here: the code takes only letters and digits.");
    expect(box(1).getAttribute("aria-invalid")).toBe("true");
    fireEvent.keyDown(box(1), { key: "a" });
    expect(screen.queryByRole("alert")).toBeNull();
    // a phone's keyboard: the character arrives as the box's new text
    fireEvent.change(box(2), { target: { value: "_" } });
    expect(screen.getByRole("alert").textContent).toBe("“_” cannot be typed here: the code takes only letters and digits.");
  });

  it("the code has no holes: typing or pasting past its end fills the first empty box", () => {
    render(<Harness />);
    fireEvent.change(box(3), { target: { value: "q" } });
    expect(box(1).value).toBe("q");
    fireEvent.paste(box(4), { clipboardData: { getData: () => "rs" } });
    expect(value()).toBe("qrs");
    expect(document.activeElement).toBe(box(4));
  });

  it("arrows move between boxes", () => {
    render(<Harness />);
    box(2).focus();
    fireEvent.keyDown(box(2), { key: "ArrowRight" });
    expect(document.activeElement).toBe(box(3));
    fireEvent.keyDown(box(3), { key: "ArrowLeft" });
    fireEvent.keyDown(box(2), { key: "ArrowLeft" });
    fireEvent.keyDown(box(1), { key: "ArrowLeft" });
    expect(document.activeElement).toBe(box(1));
  });
});
