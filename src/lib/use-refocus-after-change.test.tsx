// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { focusLost, useRefocusAfterChange } from "./use-refocus-after-change";

/** A part whose control goes with its state (a Claim that becomes a Claimed note), and a control elsewhere on the page. */
function Part({ claimed }: { claimed: boolean }) {
  const note = useRef<HTMLParagraphElement>(null);
  useRefocusAfterChange(note, claimed);
  return (
    <>
      {claimed ? (
        <p ref={note} tabIndex={-1}>
          Claimed
        </p>
      ) : (
        <button type="button">Claim</button>
      )}
      <input aria-label="elsewhere" />
    </>
  );
}

const focused = () =>
  document.activeElement === document.body ? "BODY" : document.activeElement?.textContent || document.activeElement?.getAttribute("aria-label");

afterEach(cleanup);

describe("focus given back after a change took it (useRefocusAfterChange, focusLost)", () => {
  it("a change that took the focus with it gives it to the new state", () => {
    const { getByRole, rerender } = render(<Part claimed={false} />);
    getByRole("button", { name: "Claim" }).focus();
    expect(focusLost()).toBe(false);
    rerender(<Part claimed />);
    expect(focused()).toBe("Claimed");
  });

  it("focus the player moved elsewhere is left there", () => {
    const { getByRole, rerender } = render(<Part claimed={false} />);
    getByRole("textbox", { name: "elsewhere" }).focus();
    rerender(<Part claimed />);
    expect(focused()).toBe("elsewhere");
  });

  it("the first render, and a render without a change, move nothing", () => {
    const { rerender } = render(<Part claimed />);
    expect(focusLost()).toBe(true);
    expect(focused()).toBe("BODY");
    rerender(<Part claimed />);
    expect(focused()).toBe("BODY");
  });
});
