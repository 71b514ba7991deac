import { describe, expect, it } from "vitest";
import { db } from "./db";
import { influencers, submitApplication, subscribe } from "./domain/site";
import { refusal } from "./test-utils";

/**
 * The site's own records (mocks/domain/site.ts) at their edges: the creators in display order, one
 * subscription per address in any case, and a job application's résumé by its size (to the byte),
 * its name and its content, its name kept safe, its fields cleaned, its id numbered.
 */
const resumeError = (message: string) => ({ status: 400, body: { status: false, message: "Invalid request: resume", errors: [{ path: "resume", message }] } });
const notAResume = resumeError("The resume must be a PDF, DOC, DOCX or TXT file");
const file = (bytes: number[] | Uint8Array, name: string) => new File([new Uint8Array(bytes)], name);
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31];
const apply = (resume: File | null, fields: Record<string, string> = {}) => submitApplication({ name: "Ada", ...fields }, [], resume);

describe("the site's lists", () => {
  it("the creators in their display order, whatever order they were added in", () => {
    db.influencer.create({ id: "inf_first", name: "First by order", image: "/i.png", link: "https://example.test", displayOrder: -1 });
    const listed = influencers();
    expect(listed.status).toBe(true);
    expect(listed.result[0]).toEqual({ id: "inf_first", name: "First by order", image: "/i.png", link: "https://example.test" });
  });

  it("a subscription: one per address in any case, spaces trimmed; another address is another subscription", () => {
    const thanks = { status: true, message: "Thanks for subscribing!" };
    expect(subscribe("  Reader@Example.TEST ")).toEqual(thanks);
    expect(subscribe("reader@example.test")).toEqual(thanks);
    expect(subscribe("second.reader@example.test")).toEqual(thanks);
    const emails = db.subscriber.getAll().map((s) => s.email);
    expect(emails.filter((e) => e === "reader@example.test")).toHaveLength(1);
    expect(emails).toContain("second.reader@example.test");
    expect(emails).not.toContain("  Reader@Example.TEST ");
  });
});

describe("a job application's résumé", () => {
  it("at most 5 MB, to the byte", async () => {
    const five = new Uint8Array(5 * 1024 * 1024);
    five.set(PDF);
    expect((await apply(file(five, "cv.pdf"))).status).toBe(true);
    const over = new Uint8Array(5 * 1024 * 1024 + 1);
    over.set(PDF);
    expect(await refusal(() => apply(file(over, "cv.pdf")))).toEqual(resumeError("The resume must be at most 5 MB"));
  });

  it("by its extension (the last one, any case) and by what it begins with", async () => {
    expect((await apply(file(PDF, "CV.PDF"))).status).toBe(true);
    expect((await apply(file([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0], "cv.doc"))).status).toBe(true);
    for (const [bytes, name] of [
      [PDF, "cv.pdf.exe"],
      [PDF, "cv"],
      [[0x25, 0x58, 0x44, 0x46, 0x2d], "cv.pdf"], // %XDF-: one byte off
      [[0x25, 0x50, 0x44, 0x46], "cv.pdf"], // shorter than its signature
      [[1, 2, 3, 4, 5, 6, 7, 8, 9], "cv.doc"],
    ] as const)
      expect(await refusal(() => apply(file([...bytes], name)))).toEqual(notAResume);
  });

  it("a .txt is UTF-8 text: without NUL bytes, and decodable", async () => {
    expect((await apply(file([...new TextEncoder().encode("Ada Lovelace — engineer")], "cv.txt"))).status).toBe(true);
    expect(await refusal(() => apply(file([0x41, 0, 0x42], "cv.txt")))).toEqual(notAResume);
    expect(await refusal(() => apply(file([0x41, 0xff, 0xfe, 0x42], "cv.txt")))).toEqual(notAResume);
  });

  it("is stored under its base name without control characters; the fields cleaned, free text keeping its lines; the id the next number", async () => {
    const before = db.application.count();
    const result = await apply(file(PDF, "..\\..\\C:\\docs/c\u0007v\u202e.pdf"), { name: "Ada\nLovelace", addinfo: "line 1\nline 2\u0007" });
    expect(result).toEqual({ status: true, id: `app_${String(before + 1).padStart(4, "0")}` });
    const stored = db.application.findFirst({ where: { id: { equals: result.id } } })!;
    expect(stored.resumeName).toBe("cv.pdf");
    expect(JSON.parse(stored.fieldsJson)).toEqual({ name: "AdaLovelace", addinfo: "line 1\nline 2" });
  });

  it("every field's error together with the résumé's, named in the message", async () => {
    expect(await refusal(() => submitApplication({ linkdinurl: "https://example.test/me" }, [{ path: "name", message: "Name is required" }], null))).toEqual({
      status: 400,
      body: {
        status: false,
        message: "Invalid request: name, linkdinurl, resume",
        errors: [
          { path: "name", message: "Name is required" },
          { path: "linkdinurl", message: "This is not a LinkedIn profile address" },
          { path: "resume", message: "Resume is required" },
        ],
      },
    });
    expect((await apply(file(PDF, "cv.pdf"), { linkdinurl: "   " })).status).toBe(true);
    expect((await apply(file(PDF, "cv.pdf"), { linkdinurl: " https://www.linkedin.com/in/ada-lovelace/ " })).status).toBe(true);
  });
});
