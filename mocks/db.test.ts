import { describe, expect, it } from "vitest";
import { db, nextId, resetSequences } from "./db";
import { sendMail } from "./domain/mail";
import { sendRequest } from "./domain/friends";
import { restore, snapshot } from "./state";
import { testPlayer } from "./testing/test-utils";

/** Ids from sequences (mocks/db.ts): the stored rows are looked at once, never on every insert. */
describe("ids from sequences", () => {
  it("200,000 mails stored: the next mail is 200,001, and after that one more each time", () => {
    const seeded = snapshot();
    for (let id = 1; id <= 200_000; id++)
      db.mail.create({ id, to: "bulk@example.test", subject: "s", text: "t", link: "l", createdAt: "2026-11-28T00:00:00Z" });
    sendMail("next@example.test", "next", "text", "link");
    expect(db.mail.findFirst({ where: { to: { equals: "next@example.test" } } })!.id).toBe(200_001);
    expect(nextId("mail")).toBe(200_002);
    // a restore empties the tables: the sequence starts again from what they hold then
    restore(seeded);
    const highest = Math.max(0, ...seeded.models.mail!.map((m) => Number(m.id)));
    expect(nextId("mail")).toBe(highest + 1);
  });

  it("130,000 more friendships loaded in bulk: a friend request is the next id", () => {
    const first = nextId("friendship");
    for (let id = first; id < first + 130_000; id++) db.friendship.create({ id, fromId: "u_bulk_a", toId: "u_bulk_b", status: "accepted" });
    // a bulk load writes its own ids: the sequence looks at the table again
    resetSequences();
    const me = testPlayer("seq").user;
    const them = testPlayer("seq").user;
    sendRequest(me, them.username);
    expect(db.friendship.findFirst({ where: { fromId: { equals: me.id } } })!.id).toBe(first + 130_000);
  });
});
