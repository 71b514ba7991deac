// The job application's résumé (public-pages-mining.md §5): only a safe file name is kept, and the
// type is read from the content, not taken from the name.
import { describe, expect, it } from "vitest";
import { BASE } from "./test-utils";

const fields = { fullname: "Ada Player", email: "ada@example.test", phone: "155501099", currentlocation: "Lisbon", currentcompany: "Indie", position: "QA" };

async function apply(name: string, content: string | Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append("resume", new File([content], name));
  const res = await fetch(`${BASE}/api/submit-google-form`, { method: "POST", body: form });
  return { status: res.status, body: (await res.json()) as { errors?: { path: string; message: string }[] } };
}
const stored = async () => ((await (await fetch(`${BASE}/__dev/applications.json`)).json()) as { resume: { name: string } }[]).at(-1)!;

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
    expect((await apply("../../etc/ada.pdf", "%PDF-1.7 Ada's resume")).status).toBe(200);
    expect((await stored()).resume.name).toBe("ada.pdf");
    expect((await apply("..\\..\\windows\\ada.txt", "plain text resume")).status).toBe(200);
    expect((await stored()).resume.name).toBe("ada.txt");
  });

  it.each([
    ["a program named .pdf", "resume.pdf", "MZ\x90\x00 this is an executable"],
    ["a PDF named .docx that is no zip", "resume.docx", "%PDF-1.4"],
    ["binary named .txt", "resume.txt", "text\x00with\x00NUL bytes"],
  ])("refuses %s: the content decides", async (_, name, content) => {
    const res = await apply(name, content);
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
    expect((await apply(name, bytes)).status).toBe(200);
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
