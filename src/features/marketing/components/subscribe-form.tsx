import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { Field } from "@/components/field";
import { Form } from "@/components/form";
import { errorMessage, lazyMutationFn } from "@/lib/api";

const EMAIL = /^[^@\s]+@[^@\s]+$/;
const subscribeNewsletter = lazyMutationFn(() => import("@generated/api/site/@tanstack/react-query.gen").then((m) => m.subscribeNewsletterMutation()));

/** The newsletter form (anchor `subscribe`). */
export function SubscribeForm() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const subscribe = useMutation({
    mutationFn: subscribeNewsletter,
    onSuccess: (data) => {
      toast.success(data.message ?? "Thanks for subscribing!");
      setEmail("");
    },
    onError: (e) => toast.error(errorMessage(e, "Could not subscribe. Please try again.")),
  });
  return (
    <Form
      className="form form--inline"
      onSubmit={() => {
        if (!email.trim()) return setError("Email is required");
        if (!EMAIL.test(email.trim())) return setError("Please enter email address");
        setError(null);
        subscribe.mutate({ body: { email: email.trim() } });
      }}
    >
      <Field label="Your email" type="email" autoComplete="email" value={email} onValueChange={setEmail} errors={error ? [error] : []} />
      <button type="submit" className="btn btn--primary" disabled={subscribe.isPending}>
        SUBSCRIBE
      </button>
    </Form>
  );
}
