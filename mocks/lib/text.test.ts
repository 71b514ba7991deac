import { describe, expect, it } from "vitest";
import { cleanText } from "./text";

describe("cleanText: what others see carries no control or bidi characters", () => {
  it.each([
    ["Ada\u202Efdp.exe", "Adafdp.exe"],
    ["\u2066Ada\u2069 Player", "Ada Player"],
    ["Ada\u0000\u0007\u007f\u0085 Player", "Ada Player"],
    ["  Ada  ", "Ada"],
    ["Zoë 李 🎮", "Zoë 李 🎮"],
  ])("%j -> %j", (input, output) => expect(cleanText(input)).toBe(output));

  it("keeps line breaks only where the text has lines", () => {
    expect(cleanText("first\nsecond")).toBe("firstsecond");
    expect(cleanText("first\nsecond\r", { multiline: true })).toBe("first\nsecond");
  });
});
