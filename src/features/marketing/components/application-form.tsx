import { revalidateLogic, useForm } from "@tanstack/react-form";
import { useId } from "react";
import { toast } from "sonner";
import { z } from "zod";
import { Field, fieldErrors } from "@/components/field";
import { Form } from "@/components/form";
import { Spinner } from "@/components/spinner";
import { useApplication } from "../api/forms";
import type { Job } from "../content/careers";
import { isEmail } from "@/lib/email";
import "@/components/form.css";

const required = (message: string) => z.string().refine((v) => v.trim().length > 0, message);

/** public-pages-mining.md §5: the application form's rules (links and additional info optional). */
const schema = z.object({
  fullname: required("Full Name is required"),
  email: required("Email is required").refine((v) => v.trim() === "" || isEmail(v.trim()), "Please enter email address"),
  phone: required("Phone is required"),
  currentlocation: required("Current Location is required"),
  currentcompany: required("Current Company is required"),
  linkdinurl: z.string(),
  twitterurl: z.string(),
  githuburl: z.string(),
  portfoliourl: z.string(),
  addinfo: z.string(),
  resume: z
    .instanceof(File, { message: "Resume is required" })
    .nullable()
    .refine((f) => f !== null, "Resume is required"),
});

const TEXT_FIELDS = [
  ["fullname", "Full Name", "name"],
  ["email", "Email", "email"],
  ["phone", "Phone", "tel"],
  ["currentlocation", "Current Location", "address-level2"],
  ["currentcompany", "Current Company", "organization"],
  ["linkdinurl", "LinkedIn URL", "url"],
  ["twitterurl", "Twitter URL", "url"],
  ["githuburl", "GitHub URL", "url"],
  ["portfoliourl", "Portfolio URL", "url"],
] as const;

/** The job application (header: the job title; Submit Your Application), sent with a resume file. */
export function ApplicationForm({ job, onSubmitted }: { job: Job; onSubmitted: () => void }) {
  const resumeId = useId();
  const submit = useApplication();
  const form = useForm({
    defaultValues: {
      fullname: "",
      email: "",
      phone: "",
      currentlocation: "",
      currentcompany: "",
      linkdinurl: "",
      twitterurl: "",
      githuburl: "",
      portfoliourl: "",
      addinfo: "",
      resume: null as File | null,
    },
    validationLogic: revalidateLogic({ mode: "submit", modeAfterSubmission: "change" }),
    validators: { onDynamic: schema },
    onSubmitInvalid: () => toast.error("Form Not Valid"),
    onSubmit: async ({ value }) => {
      const { resume, ...fields } = value;
      const optional = Object.fromEntries(Object.entries(fields).filter(([, v]) => v.trim() !== ""));
      try {
        await submit.send({ ...(optional as typeof fields), position: job.title, resume: resume! });
        toast.success("Thank you! Your application was sent.");
        onSubmitted();
      } catch {
        toast.error("Could not submit google form");
      }
    },
  });
  return (
    <section className="auth-card auth-card--wide" aria-labelledby="apply-title">
      <p className="muted">{job.title}</p>
      <h1 id="apply-title" className="auth-card__title">
        Submit Your Application
      </h1>
      <Form onSubmit={() => void form.handleSubmit()}>
        {TEXT_FIELDS.map(([name, label, autoComplete]) => (
          <form.Field key={name} name={name}>
            {(field) => (
              <Field
                label={label}
                autoComplete={autoComplete}
                type={name === "email" ? "email" : name === "phone" ? "tel" : "text"}
                inputMode={name === "phone" ? "numeric" : undefined}
                value={field.state.value}
                onValueChange={(v) => field.handleChange(name === "phone" ? v.replace(/\D/g, "") : v)}
                onBlur={field.handleBlur}
                errors={field.state.meta.errors}
              />
            )}
          </form.Field>
        ))}
        <form.Field name="addinfo">
          {(field) => (
            <div className="field">
              <label className="field__label" htmlFor={`${resumeId}-info`}>
                Additional information
              </label>
              <textarea
                id={`${resumeId}-info`}
                className="field__input"
                rows={4}
                value={field.state.value}
                onChange={(e) => field.handleChange(e.target.value)}
              />
            </div>
          )}
        </form.Field>
        <form.Field name="resume">
          {(field) => {
            const errors = fieldErrors(field.state.meta.errors);
            return (
              <div className="field">
                <label className="field__label" htmlFor={resumeId}>
                  Resume
                </label>
                <input
                  id={resumeId}
                  type="file"
                  accept=".pdf,.doc,.docx,.txt"
                  onChange={(e) => field.handleChange(e.target.files?.[0] ?? null)}
                  aria-invalid={errors.length > 0}
                />
                {errors.length > 0 && (
                  <p className="field__error" role="alert">
                    {errors.join(" ")}
                  </p>
                )}
              </div>
            );
          }}
        </form.Field>
        <button type="submit" className="btn btn--primary btn--block" disabled={submit.isPending} data-track="job_apply">
          {submit.isPending ? <Spinner label="Sending" /> : "SUBMIT"}
        </button>
      </Form>
    </section>
  );
}
