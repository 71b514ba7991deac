// The job application's résumé (public-pages-mining.md §5): only a safe file name is kept, and the
// type is read from the content, not taken from the name.
import { describe, expect, it, afterEach, vi } from "vitest";
import { db } from "../db";
import { influencers, submitApplication, subscribe } from "./site";
import { refusal, BASE } from "../testing/test-utils";
import { rates } from "../config";
import { clientMax } from "../lib/rate-limit";

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

const fields = { fullname: "Ada Player", email: "ada@example.test", phone: "155501099", currentlocation: "Lisbon", currentcompany: "Indie", position: "QA" };

async function applyOverHttp(
  name: string,
  content: string | Uint8Array<ArrayBuffer>,
  { more = {}, client = "" }: { more?: Record<string, string>; client?: string } = {},
) {
  const form = new FormData();
  for (const [k, v] of Object.entries({ ...fields, ...more })) form.append(k, v);
  form.append("resume", new File([content], name));
  const res = await fetch(`${BASE}/api/submit-google-form`, { method: "POST", body: form, headers: client ? { "X-Mock-Client": client } : {} });
  return { status: res.status, body: (await res.json()) as { errors?: { path: string; message: string }[] } };
}

const stored = async () => ((await (await fetch(`${BASE}/__dev/applications.json`)).json()) as { resume: { name: string } }[]).at(-1)!;

describe("the site's lists", () => {
  it("the creators in their display order, whatever order they were added in", () => {
    db.influencer.create({ id: "inf_first", name: "First by order", image: "/i.png", link: "https://example.test", displayOrder: -1 });
    const listed = influencers();
    expect(listed.status).toBe(true);
    expect(listed.result[0]).toEqual({ id: "inf_first", name: "First by order", image: "/i.png", link: "https://example.test" });
  });

  it("a subscription: one per address in any case, spaces trimmed; another address is another subscription", () => {
    const thanks = { status: true, message: "Thanks for subscribing!" };
    const before = db.subscriber.count();
    expect(subscribe("  Reader@Example.TEST ")).toEqual(thanks);
    expect(subscribe("reader@example.test")).toEqual(thanks);
    expect(subscribe("second.reader@example.test")).toEqual(thanks);
    const emails = db.subscriber.getAll().map((s) => s.email);
    expect(emails.filter((e) => e === "reader@example.test")).toHaveLength(1);
    expect(emails).toContain("second.reader@example.test");
    expect(emails).not.toContain("  Reader@Example.TEST ");
    expect(db.subscriber.count()).toBe(before + 2);
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

  it("a long file name is stored as its last 120 characters, its extension kept", async () => {
    const name = `${"a".repeat(100)}${"b".repeat(116)}.pdf`;
    const result = await apply(file(PDF, name));
    expect(db.application.findFirst({ where: { id: { equals: result.id } } })!.resumeName).toBe(name.slice(-120));
    expect(name.slice(-120)).toMatch(/^b+\.pdf$/);
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

describe("a job application's resume", () => {
  afterEach(() => vi.unstubAllEnvs());

  const fields = { name: "Ada", email: "ada@example.test" };
  it("is required, and at most 5 MB", async () => {
    const required = { path: "resume", message: "Resume is required" };
    expect(await refusal(() => submitApplication(fields, [], null))).toEqual({
      status: 400,
      body: { status: false, message: "Invalid request: resume", errors: [required] },
    });
    expect(await refusal(() => submitApplication(fields, [], new File([], "cv.pdf")))).toMatchObject({ body: { errors: [required] } });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "cv.pdf");
    expect(await refusal(() => submitApplication(fields, [], big))).toMatchObject({
      body: { errors: [{ path: "resume", message: "The resume must be at most 5 MB" }] },
    });
  });
});

describe("the fields of an application", () => {
  it("reach the team without control or bidi characters (a name that would read backwards)", async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...fields, fullname: "Ada\u202Erevo\u0007" })) form.append(k, v);
    form.append("resume", new File(["%PDF-1.4"], "cv.pdf"));
    expect((await fetch(`${BASE}/api/submit-google-form`, { method: "POST", body: form })).status).toBe(200);
    expect(((await (await fetch(`${BASE}/__dev/applications.json`)).json()) as { fullname: string }[]).at(-1)!.fullname).toBe("Adarevo");
  });
});

describe("the résumé of an application", () => {
  it("keeps only the base name of a path-like file name", async () => {
    expect((await applyOverHttp("../../etc/ada.pdf", "%PDF-1.7 Ada's resume")).status).toBe(200);
    expect((await stored()).resume.name).toBe("ada.pdf");
    expect((await applyOverHttp("..\\..\\windows\\ada.txt", "plain text resume")).status).toBe(200);
    expect((await stored()).resume.name).toBe("ada.txt");
  });

  it.each([
    ["a program named .pdf", "resume.pdf", "MZ\x90\x00 this is an executable"],
    ["a PDF named .docx that is no zip", "resume.docx", "%PDF-1.4"],
    ["binary named .txt", "resume.txt", "text\x00with\x00NUL bytes"],
  ])("refuses %s: the content decides", async (_, name, content) => {
    const res = await applyOverHttp(name, content);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path: "resume", message: "The resume must be a PDF, DOC, DOCX or TXT file" });
  });

  it.each([
    ["PDF", "cv.pdf", "%PDF-1.4\n..."],
    ["DOCX (a zip)", "cv.docx", "PK\x03\x04...."],
    ["DOC (an OLE file)", "cv.doc", "\xD0\xCF\x11\xE0\xA1\xB1\x1A\xE1...."],
    ["TXT (UTF-8)", "cv.txt", "Ada Player — résumé"],
  ])("accepts a real %s", async (_, name, content) => {
    const bytes = /[\x80-\xff]/.test(content) && name !== "cv.txt" ? Uint8Array.from(content, (c) => c.charCodeAt(0)) : content;
    expect((await applyOverHttp(name, bytes)).status).toBe(200);
  });
});

describe("the LinkedIn field of an application", () => {
  const withLinkedin = async (url: string) => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...fields, linkdinurl: url })) form.append(k, v);
    form.append("resume", new File(["%PDF-1.4"], "cv.pdf"));
    const res = await fetch(`${BASE}/api/submit-google-form`, { method: "POST", body: form });
    return { status: res.status, body: (await res.json()) as { errors?: { path: string; message: string }[] } };
  };

  it.each([
    "https://example.com/in/ada",
    "http://www.linkedin.com/in/ada",
    "https://www.linkedin.com/company/acme",
    "https://linkedin.com.evil.test/in/ada",
    "ada",
  ])("refuses %s, naming the field", async (url) => {
    const res = await withLinkedin(url);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ path: "linkdinurl", message: "This is not a LinkedIn profile address" });
  });

  it.each(["https://www.linkedin.com/in/ada-lovelace", "https://de.linkedin.com/in/ada/", "https://linkedin.com/pub/ada?trk=x", ""])(
    "takes %j",
    async (url) => {
      expect((await withLinkedin(url)).status).toBe(200);
    },
  );
});

describe("a job application over HTTP", () => {
  const cv = "My résumé\n";
  it("stores the application's own fields: any other field sent is dropped", async () => {
    expect((await applyOverHttp("cv.txt", cv, { more: { padding: "x".repeat(10_000), role: "admin" } })).status).toBe(200);
    const kept = (await stored()) as unknown as Record<string, unknown>;
    expect(kept).toMatchObject(fields);
    expect(Object.keys(kept)).not.toContain("padding");
    expect(Object.keys(kept)).not.toContain("role");
  });

  it(`${rates.applications.max} an hour from one client address; the next is 429 with Retry-After, and another address still applies`, async () => {
    const client = "203.0.113.77";
    const max = clientMax(rates.applications.max, `applications:${client}`);
    for (let i = 0; i < max; i++) expect((await applyOverHttp("cv.txt", cv, { client })).status).toBe(200);
    const form = new FormData();
    const over = await fetch(`${BASE}/api/submit-google-form`, { method: "POST", body: form, headers: { "X-Mock-Client": client } });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await applyOverHttp("cv.txt", cv, { client: "203.0.113.78" })).status).toBe(200);
  });
});
