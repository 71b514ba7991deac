import { revalidateLogic, useForm } from "@tanstack/react-form";
import { useId } from "react";
import { toast } from "sonner";
import { Field, FieldLabel, fieldErrors } from "@/components/field";
import { Form } from "@/components/form";
import { Spinner } from "@/components/spinner";
import { apiError } from "@/lib/api-error";
import { useApplication } from "../api/forms";
import type { Job } from "../content/careers";
import { applicationSchema as schema, LINKEDIN_RULES, phoneNotDigit, RESUME } from "../schemas/application";
import "@/components/form.css";
import { BusyButton } from "@/components/busy-button";

/** The text fields: name, label, autocomplete, whether required, the rule shown under it. */
const TEXT_FIELDS = [
  ["fullname", "Full Name", "name", true],
  ["email", "Email", "email", true],
  ["phone", "Phone", "tel", true, "Digits only, 4 to 20."],
  ["currentlocation", "Current Location", "address-level2", true],
  ["currentcompany", "Current Company", "organization", true],
  ["linkdinurl", "LinkedIn URL", "url", false, LINKEDIN_RULES],
  ["twitterurl", "Twitter URL", "url", false],
  ["githuburl", "GitHub URL", "url", false],
  ["portfoliourl", "Portfolio URL", "url", false],
] as const;

/** Every field's label, in the form's order: "Form Not Valid" names the ones to fix. */
const LABELS: Record<string, string> = { ...Object.fromEntries(TEXT_FIELDS.map(([name, label]) => [name, label])), resume: "Resume" };

const fileSize = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

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
    // the spec's toast, and which fields to fix; the first of them gets the focus
    onSubmitInvalid: ({ formApi }) => {
      const wrong = Object.keys(LABELS).filter((name) => (formApi.getFieldMeta(name as "resume")?.errors.length ?? 0) > 0);
      toast.error("Form Not Valid", { description: wrong.length ? `Check: ${wrong.map((name) => LABELS[name]).join(", ")}` : undefined });
      if (wrong[0]) document.querySelector<HTMLElement>(`input[data-field="${wrong[0]}"], [data-field="${wrong[0]}"] input`)?.focus();
    },
    onSubmit: async ({ value }) => {
      const { resume, ...fields } = value;
      const optional = Object.fromEntries(Object.entries(fields).filter(([, v]) => v.trim() !== ""));
      try {
        await submit.send({ ...(optional as typeof fields), position: job.title, resume: resume! });
        toast.success("Thank you! Your application was sent.");
        onSubmitted();
      } catch (error) {
        // the spec's toast, with the backend's reason (which field, what is wrong) under it
        const { fields, message } = apiError(error, "");
        const reasons = Object.entries(fields).map(([name, reason]) => `${LABELS[name] ?? name}: ${reason}`);
        toast.error("Could not submit google form", { description: reasons.join("; ") || message || undefined });
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
        <p className="form__legend">
          Fields marked <span className="field__required">*</span> are required.
        </p>
        {TEXT_FIELDS.map(([name, label, autoComplete, required, hint]) => (
          <form.Field key={name} name={name}>
            {(field) => (
              <Field
                data-field={name}
                label={label}
                required={required}
                hint={hint}
                autoComplete={autoComplete}
                type={name === "email" ? "email" : name === "phone" ? "tel" : "text"}
                inputMode={name === "phone" ? "numeric" : undefined}
                value={field.state.value}
                // what the applicant typed is kept as typed; a character the phone cannot take is named under it at once
                onValueChange={(v) => field.handleChange(v)}
                onBlur={field.handleBlur}
                errors={
                  name === "phone" && phoneNotDigit(field.state.value)
                    ? [...field.state.meta.errors, phoneNotDigit(field.state.value)]
                    : field.state.meta.errors
                }
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
            const file = field.state.value;
            return (
              <div className="field" data-field="resume">
                <FieldLabel htmlFor={resumeId} label="Resume" required />
                <div className="file-picker">
                  <input
                    id={resumeId}
                    className="file-picker__input"
                    type="file"
                    accept={RESUME.accept}
                    onChange={(e) => field.handleChange(e.target.files?.[0] ?? null)}
                    aria-invalid={errors.length > 0}
                    aria-required
                    aria-describedby={[`${resumeId}-hint`, errors.length ? `${resumeId}-error` : ""].filter(Boolean).join(" ")}
                  />
                  <span className="btn btn--ghost btn--small file-picker__button" aria-hidden="true">
                    {file ? "Choose another file" : "Choose file"}
                  </span>
                  <span className="file-picker__name">{file ? `${file.name} (${fileSize(file.size)})` : "No file chosen"}</span>
                </div>
                <p id={`${resumeId}-hint`} className="field__hint">
                  {RESUME.rules}
                </p>
                {errors.length > 0 && (
                  <p id={`${resumeId}-error`} className="field__error" role="alert">
                    {errors.join(" ")}
                  </p>
                )}
              </div>
            );
          }}
        </form.Field>
        <BusyButton type="submit" className="btn btn--primary btn--block" busy={submit.isPending} data-track="job_apply">
          {submit.isPending ? <Spinner label="Sending" /> : "SUBMIT"}
        </BusyButton>
      </Form>
    </section>
  );
}
