// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { nextPaint } from "@/lib/after-paint";
import { BAD_RECOVERY_CODE, CodePrompt, SHORT_CODE, USE_AUTHENTICATOR, USE_RECOVERY } from "./code-prompt";

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
    // a paste with a character no box takes fills nothing (spaces aside): the digits left would be another code
    fireEvent.paste(box(2), { clipboardData: { getData: () => "34 56 7!8" } });
    expect(box(2).value).toBe("");
    expect(screen.getByText("Nothing was pasted: the authenticator code takes 6 digits.")).toBeTruthy();
    fireEvent.paste(box(2), { clipboardData: { getData: () => "34 56 7" } });
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

describe("a code whose answer never came", () => {
  afterEach(cleanup);

  it("asks for no new code: it says what may have happened and Try again resends; a refusal of the retry shows under the code it sent", async () => {
    const onSubmit = vi.fn();
    const retry = vi.fn();
    const prompt = (lost: boolean, error: string | null) => (
      <CodePrompt
        submitLabel="Verify"
        pending={false}
        error={error}
        onSubmit={onSubmit}
        lost={lost ? { what: "two-factor may be on already.", retry } : undefined}
      />
    );
    const { rerender } = render(prompt(false, null));
    fireEvent.paste(box(1), { clipboardData: { getData: () => "123456" } });
    await submit();
    expect(onSubmit).toHaveBeenCalledWith("123456");
    rerender(prompt(true, "The code could not be checked. The server could not be reached."));
    expect(screen.getByRole("alert").textContent).toMatch(
      /^The answer did not come back: two-factor may be on already\. Check your connection, then tap Try again\./,
    );
    expect(document.querySelectorAll("input")).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalledTimes(1);
    // the retry's code had expired unused: the boxes come back with it and the refusal
    rerender(prompt(false, "The code you entered is incorrect. Please try again"));
    expect([1, 2, 3, 4, 5, 6].map((n) => box(n).value).join("")).toBe("123456");
    expect(screen.getByRole("alert").textContent).toBe("The code you entered is incorrect. Please try again");
  });
});

describe("a recovery code in place of the authenticator's (two-factor on: a purchase)", () => {
  afterEach(cleanup);
  const renderPurchase = (onSubmit = vi.fn(), error: string | null = null, left = 7) =>
    render(<CodePrompt submitLabel="Verify" pending={false} error={error} onSubmit={onSubmit} recovery={{ left }} />);
  const field = () => screen.getByRole("textbox", { name: "Recovery code" }) as HTMLInputElement;

  it("the six digit boxes stay (K02); Use a recovery code switches to a text field that takes the code as the setup showed it, and says how many are left", async () => {
    const onSubmit = vi.fn();
    renderPurchase(onSubmit);
    expect(document.querySelectorAll("input")).toHaveLength(6);
    fireEvent.click(screen.getByRole("button", { name: USE_RECOVERY }));
    expect(document.activeElement).toBe(field());
    expect(screen.getByText(/Each works once; you have 7 left\./)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ask support on Discord" })).toBeTruthy();
    fireEvent.change(field(), { target: { value: "nupz-g4lr" } });
    await submit();
    expect(onSubmit).toHaveBeenCalledWith("nupz-g4lr");
    fireEvent.click(screen.getByRole("button", { name: USE_AUTHENTICATOR }));
    expect(document.querySelectorAll("input")).toHaveLength(6);
    // the button pressed is gone: the first digit box has the focus, not the page
    expect(document.activeElement).toBe(box(1));
  });

  it("a recovery code pasted or typed into the digit boxes moves to the recovery field whole, never leaving a stray digit", async () => {
    const onSubmit = vi.fn();
    renderPurchase(onSubmit);
    fireEvent.paste(box(1), { clipboardData: { getData: () => "nupz-g4lr" } });
    expect(field().value).toBe("nupz-g4lr");
    expect(screen.queryByText(SHORT_CODE)).toBeNull();
    await submit();
    expect(onSubmit).toHaveBeenCalledWith("nupz-g4lr");
    cleanup();
    renderPurchase(onSubmit);
    fireEvent.keyDown(box(1), { key: "n" });
    expect(field().value).toBe("n");
    fireEvent.change(field(), { target: { value: " NUPZ G4LR " } });
    await submit();
    expect(onSubmit).toHaveBeenLastCalledWith("nupz-g4lr");
  });

  it("a text that cannot be a recovery code is refused in the form with the shape it takes; the server's refusal shows for the code it refused", async () => {
    const onSubmit = vi.fn();
    const { rerender } = renderPurchase(onSubmit, null, 0);
    fireEvent.click(screen.getByRole("button", { name: USE_RECOVERY }));
    expect(screen.getByText(/You have no recovery codes left\./)).toBeTruthy();
    fireEvent.change(field(), { target: { value: "nupz-g4l" } });
    await submit();
    expect(screen.getByRole("alert").textContent).toBe(BAD_RECOVERY_CODE);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(field(), { target: { value: "nupz-g4lr" } });
    await submit();
    rerender(
      <CodePrompt
        submitLabel="Verify"
        pending={false}
        error="This recovery code was already used; each works once"
        onSubmit={onSubmit}
        recovery={{ left: 0 }}
      />,
    );
    expect(screen.getByRole("alert").textContent).toBe("This recovery code was already used; each works once");
    fireEvent.change(field(), { target: { value: "abcd-efgh" } });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("without two-factor on (the setup's confirmation), there is no recovery switch: letters stay refused", () => {
    render(<CodePrompt submitLabel="Verify" pending={false} error={null} onSubmit={() => undefined} />);
    expect(screen.queryByRole("button", { name: USE_RECOVERY })).toBeNull();
    fireEvent.paste(box(1), { clipboardData: { getData: () => "nupz-g4lr" } });
    expect(screen.queryByRole("textbox", { name: "Recovery code" })).toBeNull();
  });
});
