// The mock backend's mails: limited per address, whoever asks, and shown per address in the dev mailbox.
import { describe, expect, it } from "vitest";
import { rates } from "../config";
import { refusal, refused } from "../testing/test-utils";
import { limitMailsTo, mailbox, sendMail } from "./mail";

describe("mails", () => {
  it("the per-address limit counts one address, in any case, and leaves another address its own", async () => {
    for (let i = 0; i < rates.mailsPerAddress.max; i++) limitMailsTo(i % 2 ? "Cap@Example.test" : "cap@example.test");
    expect(await refusal(() => limitMailsTo("cap@example.test"))).toEqual(refused(429, "Too many emails were sent to this address. Please try again later."));
    expect(() => limitMailsTo("other-cap@example.test")).not.toThrow();
  });

  it("the mailbox of an address holds its mails alone, newest first, with their links readable", () => {
    sendMail("box-a@example.test", "first", "one", "http://localhost/validate-email?token=vt_a1");
    sendMail("box-b@example.test", "other", "two", "http://localhost/validate-email?token=vt_b1");
    sendMail("box-a@example.test", "second", "three", "http://localhost/validate-email?token=vt_a2");
    expect(mailbox("box-a@example.test").map((m) => [m.subject, m.link])).toEqual([
      ["second", "http://localhost/validate-email?token=vt_a2"],
      ["first", "http://localhost/validate-email?token=vt_a1"],
    ]);
    expect(mailbox().length).toBeGreaterThanOrEqual(3);
  });
});
