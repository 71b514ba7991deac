import { z } from "zod";
import { email, required } from "@/lib/form-fields";

/** The resume's rules, the backend's (site.yaml JobApplication.resume; mocks/domain/site.ts). */
export const RESUME = {
  accept: ".pdf,.doc,.docx,.txt",
  maxBytes: 5 * 1024 * 1024,
  rules: "A PDF, DOC, DOCX or TXT file, at most 5 MB.",
  tooLarge: "The resume must be at most 5 MB",
  wrongType: "The resume must be a PDF, DOC, DOCX or TXT file",
} as const;

/** A LinkedIn profile's address (www., a country's subdomain or none; /in/ or /pub/ and the name). */
export const LINKEDIN_PROFILE = /^https:\/\/([a-z]{2,3}\.)?linkedin\.com\/(in|pub)\/[^/?#\s]+\/?([?#]\S*)?$/i;
export const LINKEDIN_RULES = "Your profile's address, like https://www.linkedin.com/in/your-name (optional).";
export const LINKEDIN_REFUSED = "This is not a LinkedIn profile address: copy it from your profile, like https://www.linkedin.com/in/your-name";
export const PHONE_REFUSED = "A phone number has 4 to 20 digits";
/** The first character of a phone number that is not a digit, named, with what to type instead; null when all are digits. */
export function phoneNotDigit(value: string): string | null {
  const ch = /[^0-9]/u.exec(value)?.[0];
  if (ch === undefined) return null;
  const named = /\s/.test(ch) ? "A space" : `"${ch}"`;
  return `${named} is not a digit: type digits only, the country code without + and no spaces or dashes`;
}

/** public-pages-mining.md §5: the application form's rules (links and additional info optional). */
export const applicationSchema = z.object({
  fullname: required("Full Name is required"),
  email: email("Email is required", "Please enter email address"),
  phone: required("Phone is required").superRefine((v, ctx) => {
    const notDigit = phoneNotDigit(v);
    if (notDigit) ctx.addIssue({ code: "custom", message: notDigit });
    else if (v !== "" && !/^[0-9]{4,20}$/.test(v)) ctx.addIssue({ code: "custom", message: PHONE_REFUSED });
  }),
  currentlocation: required("Current Location is required"),
  currentcompany: required("Current Company is required"),
  linkdinurl: z.string().refine((v) => v.trim() === "" || LINKEDIN_PROFILE.test(v.trim()), LINKEDIN_REFUSED),
  twitterurl: z.string(),
  githuburl: z.string(),
  portfoliourl: z.string(),
  addinfo: z.string(),
  resume: z
    .instanceof(File, { message: "Resume is required" })
    .nullable()
    .refine((f) => f !== null, "Resume is required")
    .refine((f) => !f || f.size <= RESUME.maxBytes, RESUME.tooLarge)
    .refine((f) => !f || /\.(pdf|docx?|txt)$/i.test(f.name), RESUME.wrongType),
});
export type ApplicationValues = z.infer<typeof applicationSchema>;
