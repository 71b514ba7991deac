import { db } from "../db";
import { now } from "../lib/clock";
import { refuse } from "../lib/http";
import { cleanText } from "../lib/text";

/** The site's own records: the influencer list, newsletter subscribers, job applications. */

/** The creators of the influencer widget, in display order. */
export function influencers() {
  const rows = db.influencer.findMany({ orderBy: { displayOrder: "asc" } });
  return { status: true, result: rows.map(({ id, name, image, link }) => ({ id, name, image, link })) };
}

/** A newsletter subscription: one per address (case-insensitive); subscribing again is not an error. */
export function subscribe(email: string) {
  const key = email.trim().toLowerCase();
  if (!db.subscriber.findFirst({ where: { email: { equals: key } } })) db.subscriber.create({ email: key, createdAt: new Date(now()).toISOString() });
  return { status: true, message: "Thanks for subscribing!" };
}

const RESUME_MAX_BYTES = 5 * 1024 * 1024;
type FieldError = { path: string; message: string };

const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);
/** What each accepted extension's content begins with (a .txt: UTF-8 text without NUL bytes). */
const RESUME_CONTENT: Record<string, (bytes: Uint8Array) => boolean> = {
  pdf: (b) => startsWith(b, [0x25, 0x50, 0x44, 0x46, 0x2d]), // %PDF-
  docx: (b) => startsWith(b, [0x50, 0x4b, 0x03, 0x04]), // a zip
  doc: (b) => startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), // an OLE compound file
  txt: (b) => {
    if (b.includes(0)) return false;
    try {
      new TextDecoder("utf-8", { fatal: true }).decode(b);
      return true;
    } catch {
      return false;
    }
  },
};

/**
 * Only the last segment of a file name (a client may send `../../x.pdf` or `C:\\x.pdf`), without
 * control characters, and its last 120 characters, so a long name keeps its extension.
 */
const safeBaseName = (name: string) =>
  (name.split(/[\\/]/).pop() ?? "").replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, "").slice(-120) || "resume";

/** The resume's rules: present, at most 5 MB, a PDF, DOC, DOCX or TXT file by its name and by its content. */
async function resumeErrors(resume: File | null): Promise<FieldError[]> {
  if (!resume || resume.size === 0) return [{ path: "resume", message: "Resume is required" }];
  if (resume.size > RESUME_MAX_BYTES) return [{ path: "resume", message: "The resume must be at most 5 MB" }];
  const extension = /\.([a-z]+)$/i.exec(resume.name)?.[1]?.toLowerCase() ?? "";
  const matches = RESUME_CONTENT[extension];
  if (!matches || !matches(new Uint8Array(await resume.arrayBuffer()))) return [{ path: "resume", message: "The resume must be a PDF, DOC, DOCX or TXT file" }];
  return [];
}

/** The LinkedIn field, when given, is a LinkedIn profile's address (https, linkedin.com, /in/ or /pub/ and the name). */
const LINKEDIN_PROFILE = /^https:\/\/([a-z]{2,3}\.)?linkedin\.com\/(in|pub)\/[^/?#\s]+\/?([?#]\S*)?$/i;
const linkedinErrors = (url = ""): FieldError[] =>
  url.trim() === "" || LINKEDIN_PROFILE.test(url.trim()) ? [] : [{ path: "linkdinurl", message: "This is not a LinkedIn profile address" }];

/** A job application: the fields' errors (from the contract's schema) and the resume's, together, or the stored application's id. */
export async function submitApplication(fields: Record<string, string>, fieldErrors: FieldError[], resume: File | null) {
  const errors = [...fieldErrors, ...linkedinErrors(fields.linkdinurl), ...(await resumeErrors(resume))];
  if (errors.length || !resume) throw refuse(400, `Invalid request: ${errors.map((e) => e.path).join(", ")}`, { errors });
  const id = `app_${String(db.application.count() + 1).padStart(4, "0")}`;
  const clean = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, cleanText(v, { multiline: k === "addinfo" })]));
  db.application.create({
    id,
    fieldsJson: JSON.stringify(clean),
    resumeName: safeBaseName(resume.name),
    resumeSize: resume.size,
    createdAt: new Date(now()).toISOString(),
  });
  return { status: true, id };
}
