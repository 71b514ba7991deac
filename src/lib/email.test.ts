import { describe, expect, it } from "vitest";
import { isEmail } from "./email";

// the mock backend checks the same generated schema (mocks/domain/users.ts isEmail)
describe("the email rule of every form: the contract's Email schema", () => {
  const cases: [string, boolean][] = [
    ["ada@example.com", true],
    ["a@b", true], // something@something (accounts-identity.md §5)
    ["ada.example.com", false],
    ["ada @example.com", false],
    ["@example.com", false],
    ["ada@", false],
    ["a@b@c", false],
    [`${"a".repeat(250)}@b.co`, false], // 255 characters: over RFC 5321's 254
    [`${"a".repeat(249)}@b.co`, true],
  ];
  it.each(cases)("%s -> %s", (value, valid) => expect(isEmail(value)).toBe(valid));
});
