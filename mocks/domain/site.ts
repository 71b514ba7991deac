import { db } from "../db";
import { now } from "../lib/clock";
import { fail, HttpError } from "../lib/http";

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
const RESUME_TYPES = /\.(pdf|docx?|txt)$/i;
type FieldError = { path: string; message: string };

/** The resume's rules: present, at most 5 MB, a PDF, DOC, DOCX or TXT file. */
function resumeErrors(resume: File | null): FieldError[] {
  if (!resume || resume.size === 0) return [{ path: "resume", message: "Resume is required" }];
  if (resume.size > RESUME_MAX_BYTES) return [{ path: "resume", message: "The resume must be at most 5 MB" }];
  if (!RESUME_TYPES.test(resume.name)) return [{ path: "resume", message: "The resume must be a PDF, DOC, DOCX or TXT file" }];
  return [];
}

/** A job application: the fields' errors (from the contract's schema) and the resume's, together, or the stored application's id. */
export function submitApplication(fields: Record<string, string>, fieldErrors: FieldError[], resume: File | null) {
  const errors = [...fieldErrors, ...resumeErrors(resume)];
  if (errors.length || !resume) throw new HttpError(fail(400, `Invalid request: ${errors.map((e) => e.path).join(", ")}`, { errors }));
  const id = `app_${String(db.application.count() + 1).padStart(4, "0")}`;
  db.application.create({ id, fieldsJson: JSON.stringify(fields), resumeName: resume.name, resumeSize: resume.size, createdAt: new Date(now()).toISOString() });
  return { status: true, id };
}
