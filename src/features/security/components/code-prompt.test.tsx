// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { nextPaint } from "@/lib/after-paint";
import { CodePrompt, SHORT_CODE } from "./code-prompt";

const box = (n: number) => screen.getByLabelText(`Authenticator code: character ${n} of 6`) as HTMLInputElement;
/** Verify pressed, and the submission it starts after the press has painted (components/form.tsx) */
const submit = async () => {
  fireEvent.click(screen.getByRole("button", { name: "Verify" }));
  await act(nextPaint);
};

describe("the 2FA code boxes (accounts-identity.md §5, K02)", () => {
  afterEach(cleanup);

  it("exactly 6 single digits: a box holding 2 characters keeps the last, letters are refused, focus moves on and back", async () => {
    const onSubmit = vi.fn();
    render(<CodePrompt submitLabel="Verify" pending={false} error={null} onSubmit={onSubmit} />);
    expect(document.querySelectorAll("input")).toHaveLength(6);
    fireEvent.change(box(1), { target: { value: "12" } });
    expect(box(1).value).toBe("2");
    expect(document.activeElement).toBe(box(2));
    fireEvent.change(box(2), { target: { value: "a" } });
    expect(box(2).value).toBe("");
    fireEvent.change(box(2), { target: { value: "3" } });
    fireEvent.keyDown(box(3), { key: "Backspace" });
    expect(box(2).value).toBe("");
    expect(document.activeElement).toBe(box(2));
    await submit();
    expect(screen.getByRole("alert").textContent).toBe(SHORT_CODE);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.paste(box(2), { clipboardData: { getData: () => "34 56 7x8" } });
    expect([1, 2, 3, 4, 5, 6].map((n) => box(n).value).join("")).toBe("234567");
    await submit();
    expect(onSubmit).toHaveBeenCalledWith("234567");
  });

  it("the server's refusal shows for the code it refused, and goes when the code changes", async () => {
    const { rerender } = render(<CodePrompt submitLabel="Verify" pending={false} error={null} onSubmit={() => undefined} />);
    fireEvent.paste(box(1), { clipboardData: { getData: () => "000000" } });
    await submit();
    rerender(<CodePrompt submitLabel="Verify" pending={false} error="The code you entered is incorrect. Please try again" onSubmit={() => undefined} />);
    expect(screen.getByRole("alert").textContent).toBe("The code you entered is incorrect. Please try again");
    fireEvent.keyDown(box(6), { key: "Backspace" });
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
