import { describe, expect, it } from "vitest";
import { applicationSchema, LINKEDIN_PROFILE, LINKEDIN_REFUSED, PHONE_REFUSED, RESUME } from "./application";

const valid = {
  fullname: "Ada",
  email: "ada@example.test",
  phone: "155501099",
  currentlocation: "Lisbon",
  currentcompany: "Indie",
  linkdinurl: "",
  twitterurl: "",
  githuburl: "",
  portfoliourl: "",
  addinfo: "",
  resume: new File(["%PDF-1.4"], "cv.pdf"),
};
const messages = (values: Partial<typeof valid>) => applicationSchema.safeParse({ ...valid, ...values }).error?.issues.map((i) => i.message) ?? [];

describe("the application's rules (public-pages-mining.md §5, and the backend's)", () => {
  it("takes a complete application with the links left empty", () => expect(messages({})).toEqual([]));

  it.each([
    "https://www.linkedin.com/in/ada-lovelace",
    "https://de.linkedin.com/in/ada/",
    "https://linkedin.com/pub/ada?trk=x",
    "HTTPS://WWW.LINKEDIN.COM/in/Ada",
  ])("a LinkedIn profile: %s", (url) => expect(LINKEDIN_PROFILE.test(url)).toBe(true));

  it.each([
    "https://example.com/in/ada",
    "http://www.linkedin.com/in/ada",
    "https://www.linkedin.com/company/acme",
    "https://linkedin.com.evil.test/in/ada",
    "https://www.linkedin.com/in/",
    "ada",
  ])("not a LinkedIn profile: %s", (url) => expect(messages({ linkdinurl: url })).toEqual([LINKEDIN_REFUSED]));

  it("a phone has 4 to 20 digits", () => {
    expect(messages({ phone: "123" })).toEqual([PHONE_REFUSED]);
    expect(messages({ phone: "1234" })).toEqual([]);
    expect(messages({ phone: "1".repeat(20) })).toEqual([]);
    expect(messages({ phone: "1".repeat(21) })).toEqual([PHONE_REFUSED]);
    expect(messages({ phone: "" })).toEqual(["Phone is required"]);
    expect(messages({ phone: "+44 20 7946 0958" })).toEqual(['"+" is not a digit: type digits only, the country code without + and no spaces or dashes']);
    expect(messages({ phone: "4420 79" })).toEqual(["A space is not a digit: type digits only, the country code without + and no spaces or dashes"]);
  });

  it("the resume: required, at most 5 MB, a PDF, DOC, DOCX or TXT by its name", () => {
    expect(messages({ resume: null as unknown as File })).toEqual(["Resume is required"]);
    expect(messages({ resume: new File([new Uint8Array(RESUME.maxBytes)], "cv.pdf") })).toEqual([]);
    expect(messages({ resume: new File([new Uint8Array(RESUME.maxBytes + 1)], "cv.pdf") })).toEqual([RESUME.tooLarge]);
    for (const name of ["cv.doc", "cv.DOCX", "cv.txt"]) expect(messages({ resume: new File(["x"], name) })).toEqual([]);
    for (const name of ["cv.exe", "cv.pdf.exe", "cv"]) expect(messages({ resume: new File(["x"], name) })).toEqual([RESUME.wrongType]);
  });
});
