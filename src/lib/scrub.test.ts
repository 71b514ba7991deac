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

test("each rule at its edges: what is just too short stays, what is just long enough goes", () => {
  // opaque strings: 31 characters stay (ids, hashes of files), 32 go
  expect(scrubText(`id ${"a".repeat(31)}`)).toBe(`id ${"a".repeat(31)}`);
  expect(scrubText(`id ${"a".repeat(32)}`)).toBe("id [token]");
  // an EVM address is exactly 40 hex digits: 41 is no address (but long enough to be a token)
  expect(scrubText(`0x${"1".repeat(41)}`)).toBe("[token]");
  // a hash of 64 and more; 63 is neither a hash nor an address (but long enough to be a token)
  expect(scrubText(`h 0x${"f".repeat(64)} 0x${"f".repeat(63)}`)).toBe("h [hex] [token]");
  // Tron: T and 33 base58 characters; TON: E/U/k/0 then Q and 46; raw TON with a negative workchain
  expect(scrubText("TJRabPrwbZy45sbavfcjinPJC18kjpRTv8x")).toBe("[token]");
  expect(scrubText("UQBvW8Z5huBkMJYdnfAEM5JqTNkuWX3diqYENkWsIL0XggGG kQBvW8Z5huBkMJYdnfAEM5JqTNkuWX3diqYENkWsIL0XggGG")).toBe("[address] [address]");
  expect(scrubText(`w -1:${"ab".repeat(32)}.`)).toBe("w [address].");
  // bearer tokens after any run of spaces, up to the next space or quote
  expect(scrubText('"Bearer   abc" Bearer x.y z')).toBe('"Bearer [token]" Bearer [token] z');
  // a JWT's three parts, the last possibly empty (an unsigned token)
  expect(scrubText("eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0. ok")).toBe("[token] ok");
  // e-mail: the domain needs a dot and two letters after it
  expect(scrubText("a@b.c and a@b.co")).toBe("a@b.c and [email]");
});

test("a query string ends at a space, a quote or a closing bracket; a username at a slash, a quote or a query", () => {
  expect(scrubText("(see /reset-password?key=abc) and 'https://x.io/a#b'")).toBe("(see /reset-password) and 'https://x.io/a'");
  expect(scrubText('"/acc/bob" /sign-up/CODE1?x=1 /spatial/eve/room')).toBe('"/acc/[user]" /sign-up/[user] /spatial/[user]/room');
  // a path without a query keeps everything
  expect(scrubText("/mine/stats and /about-us")).toBe("/mine/stats and /about-us");
});

test("a report nested deeper than 20 levels is cut there: the strings below are not walked", () => {
  type Nest = { next?: Nest; mail?: string };
  const nest = (levels: number): Nest => (levels === 0 ? { mail: "bob@x.io" } : { next: nest(levels - 1) });
  const depthOf = (n: Nest): string | undefined => (n.next ? depthOf(n.next) : n.mail);
  // the string 20 levels down is scrubbed; 21 levels down is returned as it is (not walked further)
  expect(depthOf(scrubDeep(nest(19)))).toBe("[email]");
  expect(depthOf(scrubDeep(nest(21)))).toBe("bob@x.io");
});
