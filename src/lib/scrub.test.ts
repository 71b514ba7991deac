import { expect, test } from "vitest";
import { scrubDeep, scrubText } from "./scrub";

test("e-mail addresses, wallet addresses, hashes and signatures are replaced", () => {
  expect(scrubText("mail bob.smith+x@example.co.uk now")).toBe("mail [email] now");
  expect(scrubText("from 0x70997970C51812dc3A010C7d01b50e0d17dc79C8.")).toBe("from [address].");
  expect(scrubText(`tx 0x${"ab".repeat(32)} sig 0x${"cd".repeat(65)}`)).toBe("tx [hex] sig [hex]");
  expect(
    scrubText(
      "tron TJRabPrwbZy45sbavfcjinPJC18kjpRTv8 ton EQBvW8Z5huBkMJYdnfAEM5JqTNkuWX3diqYENkWsIL0XggGG raw 0:83dfd552e63729b472fcbcc8c45ebcc6691702558b68ec7527e1ba403a0f31a8",
    ),
  ).toBe("tron [address] ton [address] raw [address]");
});

test("tokens and keys: bearer headers, JWTs and long opaque strings", () => {
  expect(scrubText("Authorization: Bearer abc.def-123")).toBe("Authorization: Bearer [token]");
  expect(scrubText("jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln end")).toBe("jwt [token] end");
  expect(scrubText("session 4f9c2b7e1a8d3c6f5e0b9a7d2c4e6f8a1b3c5d7e9f")).toBe("session [token]");
  // short words and file names stay
  expect(scrubText("TypeError at index-D8MiMOWw.js:1:200")).toBe("TypeError at index-D8MiMOWw.js:1:200");
});

test("query strings and fragments go; a player's page keeps its route, not the name", () => {
  expect(scrubText("https://play.pentagames.io/sign-in?key=SECRET&redirectUrl=/x#frag")).toBe("https://play.pentagames.io/sign-in");
  expect(scrubText("GET /validate-email?token=abc failed")).toBe("GET /validate-email failed");
  expect(scrubText("at https://site/acc/alice/ and /spatial/bob and /sign-up/carol")).toBe(
    "at https://site/acc/[user]/ and /spatial/[user] and /sign-up/[user]",
  );
});

test("a whole report is walked: every string in objects and arrays, the keys kept", () => {
  const id = "c0ffee00c0ffee00c0ffee00c0ffee00";
  const report = {
    event_id: id,
    contexts: { trace: { trace_id: id, span_id: "c0ffee00c0ffee00" } },
    message: "bob@x.io failed",
    extra: { page: "https://s/acc/bob?code=1", id },
    list: ["0x70997970C51812dc3A010C7d01b50e0d17dc79C8", 3, null],
  };
  expect(scrubDeep(report)).toEqual({
    event_id: id, // the report's own ids stay, so the reporter accepts it
    contexts: { trace: { trace_id: id, span_id: "c0ffee00c0ffee00" } },
    message: "[email] failed",
    extra: { page: "https://s/acc/[user]", id: "[token]" },
    list: ["[address]", 3, null],
  });
});
