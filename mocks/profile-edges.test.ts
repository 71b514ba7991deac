import { describe, expect, it } from "vitest";
import { db } from "./db";
import { changeEmail, claimPoints, saveInterest, saveProfilePicture, updateHandle } from "./domain/profile";
import { drawCreature } from "./domain/ai";
import { fieldError, mailsTo, refusal, testPlayer, userById } from "./test-utils";

describe("the email change", () => {
  it("refuses what is not an address, and the account's own address in any case; nothing is pending or sent", async () => {
    const p = testPlayer("pe");
    expect(await refusal(() => changeEmail(p.user, "not an address"))).toEqual(fieldError(400, "email", "Please enter email address"));
    expect(await refusal(() => changeEmail(p.user, `  ${p.user.email.toUpperCase()} `))).toEqual(fieldError(400, "email", "This is already your email"));
    expect(userById(p.user.id).pendingEmail).toBeNull();
    expect(mailsTo(p.user.email)).toHaveLength(0);
  });

  it("the new address, trimmed and lower-cased, waits for its link", () => {
    const p = testPlayer("pe");
    expect(changeEmail(p.user, "  New.Address@Example.TEST ")).toEqual({ status: true, message: "We sent a verification link to new.address@example.test" });
    expect(userById(p.user.id)).toMatchObject({ email: p.user.email, pendingEmail: "new.address@example.test" });
    expect(mailsTo("new.address@example.test")[0]?.link).toMatch(/\/validate-email\?token=ce_/);
  });
});

describe("the handles and texts of the profile", () => {
  it("handles: X 1-15 and Telegram 5-32 letters, digits or underscores, an @ before them dropped, on the username field", async () => {
    const p = testPlayer("ph");
    expect(updateHandle(p.user, "twitter", " @a ")).toEqual({ status: true, message: "Updated!" });
    expect(updateHandle(userById(p.user.id), "twitter", "x".repeat(15)).status).toBe(true);
    expect(await refusal(() => updateHandle(userById(p.user.id), "twitter", "x".repeat(16)))).toEqual(
      fieldError(400, "username", "An X id has 1 to 15 letters, digits or underscores"),
    );
    expect(await refusal(() => updateHandle(userById(p.user.id), "telegram", "abcd"))).toEqual(
      fieldError(400, "username", "A Telegram username has 5 to 32 letters, digits or underscores"),
    );
    expect(updateHandle(userById(p.user.id), "telegram", "@abcde").status).toBe(true);
    expect(JSON.parse(userById(p.user.id).extraDataJson)).toMatchObject({ twitter_username: "x".repeat(15), telegram_username: "abcde" });
  });

  it("the interest text is kept cleaned, and an empty one is refused on its field", async () => {
    const p = testPlayer("pi");
    expect(await refusal(() => saveInterest(p.user, "   \n  "))).toEqual(fieldError(400, "text", "The text must not be empty"));
    expect(saveInterest(p.user, "  dragons\nand owls  ")).toEqual({ status: true, message: "Saved" });
    expect(userById(p.user.id).interestText).toBe("dragons\nand owls");
  });
});

describe("the profile picture", () => {
  it("a data URL's prefix is dropped; the stored picture says its real type", () => {
    const p = testPlayer("pp");
    const png = drawCreature("pp").toString("base64");
    expect(saveProfilePicture(p.user, `data:image/jpeg;base64,${png}`)).toEqual({ status: true, message: "Saved" });
    expect(userById(p.user.id).profilePicture).toBe(`data:image/png;base64,${png}`);
  });

  it("a picture of no pixels, or one pixel past 128 either way, is refused", async () => {
    const p = testPlayer("pp");
    const bad = fieldError(400, "image_base64", "The picture must be a PNG or JPEG of at most 128x128 pixels and 100 kB");
    for (const [width, height] of [
      [0, 10],
      [10, 0],
      [129, 128],
      [128, 129],
    ] as const) {
      const bytes = Buffer.from(drawCreature("size"));
      bytes.writeUInt32BE(width, 16);
      bytes.writeUInt32BE(height, 20);
      expect(await refusal(() => saveProfilePicture(p.user, bytes.toString("base64")))).toEqual(bad);
    }
    const edge = Buffer.from(drawCreature("size"));
    edge.writeUInt32BE(1, 16);
    edge.writeUInt32BE(1, 20);
    expect(saveProfilePicture(p.user, edge.toString("base64")).status).toBe(true);
  });
});

describe("campaign points of the profile's tasks", () => {
  it("once per template, only for a task that is done: following counts, an unconnected network does not", async () => {
    const p = testPlayer("pc");
    expect(await refusal(() => claimPoints(p.user, ["CONNECT_DISCORD"]))).toEqual(fieldError(400, "template_name", "The task CONNECT_DISCORD is not done yet"));
    expect(await refusal(() => claimPoints(p.user, ["NO_SUCH_TASK"]))).toEqual(fieldError(400, "template_name", "The task NO_SUCH_TASK is not done yet"));
    expect(claimPoints(p.user, ["FOLLOW_TWITTER", "FOLLOW_TWITTER"])).toEqual({ status: true, message: "Points claimed" });
    expect(db.pointClaim.count({ where: { userId: { equals: p.user.id } } })).toBe(1);
    expect(await refusal(() => claimPoints(p.user, ["FOLLOW_TWITTER"]))).toEqual(
      fieldError(409, "template_name", "The points of FOLLOW_TWITTER were already claimed"),
    );
    for (const network of ["discord", "linkedin", "telegram", "twitter"]) {
      db.socialLink.create({ id: `${network}:${p.name}`, network, userId: p.user.id, handle: p.name });
      const template = `CONNECT_${network.toUpperCase()}`;
      expect(claimPoints(p.user, [template]).status).toBe(true);
    }
  });
});
