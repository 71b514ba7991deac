// The mock backend's mails: limited per address, whoever asks, and shown per address in the dev mailbox.
import { describe, expect, it } from "vitest";
import { rates } from "../config";
import { HttpError } from "../lib/http";
import { limitMailsTo, mailbox, sendMail } from "./mail";

const refusalOf = async (send: () => void) => {
  try {
    send();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.response.status, body: (await error.response.json()) as { message: string } };
    throw error;
  }
  return null;
};

describe("mails", () => {
  it("the per-address limit counts one address, in any case, and leaves another address its own", async () => {
    for (let i = 0; i < rates.mailsPerAddress.max; i++) expect(await refusalOf(() => limitMailsTo(i % 2 ? "Cap@Example.test" : "cap@example.test"))).toBeNull();
    const refused = await refusalOf(() => limitMailsTo("cap@example.test"));
    expect(refused?.status).toBe(429);
    expect(refused?.body.message).toBe("Too many emails were sent to this address. Please try again later.");
    expect(await refusalOf(() => limitMailsTo("other-cap@example.test"))).toBeNull();
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
