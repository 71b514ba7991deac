// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { findJob } from "@/features/marketing/content/careers";
import { BACKEND, renderPage } from "../testing/page";

const fill = async (label: string, value: string) => fireEvent.change(await screen.findByLabelText(label, { exact: true }), { target: { value } });
const applications = async () =>
  (await (await fetch(`${BACKEND}/__dev/applications.json`)).json()) as (Record<string, string> & { resume: { name: string; size: number } })[];

describe("the job application on /careers/apply (public-pages-mining.md §5)", () => {
  afterEach(cleanup);

  it("an empty submit names every required field, the resume included, and 'Form Not Valid'; nothing is sent", async () => {
    const before = (await applications()).length;
    renderPage(`/careers/apply?job=${findJob(undefined).id}`);
    fireEvent.click(await screen.findByRole("button", { name: "SUBMIT" }));
    for (const rule of [
      "Full Name is required",
      "Email is required",
      "Phone is required",
      "Current Location is required",
      "Current Company is required",
      "Resume is required",
    ])
      expect(await screen.findByText(rule)).toBeTruthy();
    expect(await screen.findByText("Form Not Valid")).toBeTruthy();
    expect((await applications()).length).toBe(before);
  });

  // the sending itself (a multipart body with the resume) is proved in a browser: acceptance/careers
  // (jsdom's Blob cannot be sent through Node's fetch under Vitest: content-length mismatch)
  it("the phone keeps what was typed and names a character that is not a digit at once, under the field; the resume picker offers the accepted types", async () => {
    renderPage(`/careers/apply?job=${findJob(undefined).id}`);
    await fill("Phone", "+44 20 7946 0958");
    const phone = screen.getByLabelText("Phone", { exact: true }) as HTMLInputElement;
    expect(phone.value).toBe("+44 20 7946 0958");
    const reason = screen.getByText('"+" is not a digit: type digits only, the country code without + and no spaces or dashes');
    expect(phone.getAttribute("aria-describedby")).toContain(reason.id);
    await fill("Phone", "44 20");
    expect(screen.getByText(/^A space is not a digit/)).toBeTruthy();
    await fill("Phone", "442079460958");
    expect(phone.value).toBe("442079460958");
    expect(screen.queryByText(/is not a digit/)).toBeNull();
    expect(screen.getByLabelText("Resume").getAttribute("accept")).toBe(".pdf,.doc,.docx,.txt");
  });
});
