import { describe, expect, it, vi } from "vitest";
import { nextPaint } from "./after-paint";
import { intentHandlers } from "./intent";

describe("a part's intent handlers", () => {
  it("take a mouse or a pen pointing at the part as intent at once, and a touch not", () => {
    const want = vi.fn();
    const { onPointerEnter } = intentHandlers(want);
    onPointerEnter({ pointerType: "touch" });
    expect(want).not.toHaveBeenCalled();
    onPointerEnter({ pointerType: "mouse" });
    expect(want).toHaveBeenCalledTimes(1);
    onPointerEnter({ pointerType: "pen" });
    expect(want).toHaveBeenCalledTimes(2);
  });

  it.each(["onClick", "onFocus"] as const)("take a tap (%s) as intent after the tap has painted, not inside it", async (handler) => {
    const want = vi.fn();
    intentHandlers(want)[handler]();
    expect(want).not.toHaveBeenCalled();
    await nextPaint();
    expect(want).toHaveBeenCalledTimes(1);
  });
});
