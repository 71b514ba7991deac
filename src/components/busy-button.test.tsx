// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BusyButton } from "./busy-button";

describe("a button whose action is under way", () => {
  afterEach(cleanup);

  it("keeps the focus, says it is busy, and a press does nothing; idle, it acts", () => {
    const act = vi.fn();
    const { rerender } = render(
      <BusyButton busy onClick={act}>
        Save
      </BusyButton>,
    );
    const button = screen.getByRole("button", { name: "Save" });
    button.focus();
    fireEvent.click(button);
    expect(act).not.toHaveBeenCalled();
    expect(button.getAttribute("aria-disabled")).toBe("true");
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(button);
    rerender(
      <BusyButton busy={false} onClick={act}>
        Save
      </BusyButton>,
    );
    expect(button.hasAttribute("aria-disabled")).toBe(false);
    fireEvent.click(button);
    expect(act).toHaveBeenCalledTimes(1);
  });

  it("a busy submit sends no form", () => {
    const submitted = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={submitted}>
        <input aria-label="Name" />
        <BusyButton busy type="submit">
          Send
        </BusyButton>
      </form>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(submitted).not.toHaveBeenCalled();
  });
});
