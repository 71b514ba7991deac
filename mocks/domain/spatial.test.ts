import { describe, expect, it } from "vitest";
import { getPublicSpace, joinSpatialWhitelist } from "../../generated/api/site/sdk.gen";
import { createUser } from "./users";
import { createSpace, joinWhitelist } from "./spatial";
import { rates } from "../config";
import { db } from "../db";
import { expectError, mailsTo, raw } from "../testing/test-utils";

/** The spatial page's calls (accounts-identity.md §7; the early-access list designed in openapi/site.yaml). */
let n = 0;
const owner = () => createUser({ username: `sp${++n}`, email: `sp${n}@example.test`, password: "pw-123456", userFrom: "penta", verified: true });

describe("public spaces", () => {
  it("lists a player's spaces with their counts; none is an empty list; an unknown player is a 404", async () => {
    const user = owner();
    expect((await getPublicSpace({ path: { username: user.username } })).data).toEqual({ status: true, result: [] });
    createSpace(user, { name: "Roof Garden", about: "Plants and heroes.", visits: 3, likes: 1 });
    const { data } = await getPublicSpace({ path: { username: user.username.toUpperCase() } });
    expect(data!.result).toEqual([
      expect.objectContaining({ name: "Roof Garden", about: "Plants and heroes.", url: `/spatial/${user.username}`, visits: 3, likes: 1 }),
    ]);
    expectError(await getPublicSpace({ path: { username: "nobody-here" } }), 404);
  });
});

describe("the early-access list", () => {
  it("records an address once (any letter case) and mails it the spatial sign-up link with the invite", async () => {
    const space = owner();
    const email = `fan${n}@example.test`;
    const first = await joinSpatialWhitelist({ body: { email: email.toUpperCase(), space_owner: space.username, referral_code: space.username } });
    expect(first.data).toEqual({ status: true, message: `We sent the link to ${email}` });
    const [mail] = mailsTo(email);
    expect(mail.link).toMatch(new RegExp(`/sign-up\\?campaign=spatial&ref=${space.username}$`));
    expect(db.spatialWhitelist.findFirst({ where: { email: { equals: email } } })?.referralCode).toBe(space.username);
    expectError(await joinSpatialWhitelist({ body: { email, space_owner: space.username } }), 409, "This email is already on the early-access list");
    expect(mailsTo(email)).toHaveLength(1);
  });

  it("markup in what a visitor typed (an address the loose email rule lets through) reaches the mails as text, never as HTML", async () => {
    const space = owner();
    const emails = [`<img/src=x/onerror=alert(1)>${n}@example.test`, `<a/href="https://evil.test">${n}@example.test`];
    for (const email of emails) expect((await joinSpatialWhitelist({ body: { email, space_owner: space.username } })).response?.status).toBe(200);
    const html = await (await raw("GET", "/__dev/mailbox")).response.text();
    expect(html).not.toMatch(/<img\/src|<a\/href/);
    // shown as typed, escaped: &#60; for <
    for (const email of emails) expect(html).toContain(`To: ${email.toLowerCase().replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}`);
    // the mails themselves are plain text (a subject, a text and one link), as a mail service sends them
    for (const email of emails) expect(Object.keys(mailsTo(email.toLowerCase())[0]!).sort()).toEqual(["createdAt", "id", "link", "subject", "text", "to"]);
  });

  it("without an invite the link is the plain spatial sign-up", async () => {
    const space = owner();
    const email = `plain${n}@example.test`;
    await joinSpatialWhitelist({ body: { email, space_owner: space.username } });
    expect(mailsTo(email)[0].link).toMatch(/\/sign-up\?campaign=spatial$/);
  });

  it("refuses a bad email, an unknown invite code and an unknown space owner, recording nothing", async () => {
    const space = owner();
    expectError(await raw("POST", "/api/v1/penxr/whitelist", { email: "not-an-email", space_owner: space.username }), 400, "Please enter email address");
    expectError(
      await joinSpatialWhitelist({ body: { email: `code${n}@example.test`, space_owner: space.username, referral_code: "no-such-code" } }),
      400,
      "This invite code is not valid",
    );
    expectError(await joinSpatialWhitelist({ body: { email: `owner${n}@example.test`, space_owner: "nobody-here" } }), 404);
    expect(db.spatialWhitelist.findMany({ where: { spaceOwnerId: { equals: space.id } } })).toHaveLength(0);
  });

  it("every attempt counts against its client before anything is looked up, so refused joins probe no invite code or username", () => {
    const space = owner();
    const client = `203.0.113.${n % 250}`;
    const status = (input: { email: string; space_owner: string; referral_code?: string }) => {
      try {
        joinWhitelist(input, client);
        return 200;
      } catch (error) {
        return (error as { response: Response }).response.status;
      }
    };
    for (let i = 0; i < rates.spatialJoins.max; i++)
      expect(
        status({ email: `probe${n}-${i}@example.test`, space_owner: i % 2 ? "nobody-here" : space.username, referral_code: i % 2 ? "" : `no-code-${i}` }),
      ).toBe(i % 2 ? 404 : 400);
    expect(status({ email: `probe${n}-last@example.test`, space_owner: space.username })).toBe(429);
  });
});
