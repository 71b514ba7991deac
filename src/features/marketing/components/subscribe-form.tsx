import { useState } from "react";
import { Field } from "@/components/field";
import { Form } from "@/components/form";
import { useSubscribe } from "../api/forms";
import { isEmail } from "@/lib/email";
import "@/components/form.css";
import "@/features/marketing/marketing.css";
import { BusyButton } from "@/components/busy-button";

/** The newsletter form (anchor `subscribe`). */
export function SubscribeForm() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const subscribe = useSubscribe(() => setEmail(""));
  return (
    <Form
      className="form form--inline"
      onSubmit={() => {
        if (!email.trim()) return setError("Email is required");
        if (!isEmail(email.trim())) return setError("Please enter email address");
        setError(null);
        subscribe.mutate({ body: { email: email.trim() } });
      }}
    >
      <Field label="Your email" type="email" autoComplete="email" value={email} onValueChange={setEmail} errors={error ? [error] : []} />
      <BusyButton type="submit" className="btn btn--primary" busy={subscribe.isPending} data-track="newsletter_subscribe">
        SUBSCRIBE
      </BusyButton>
    </Form>
  );
}
