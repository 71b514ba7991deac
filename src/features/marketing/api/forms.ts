import { toast } from "sonner";
import { submitGoogleFormMutation } from "@generated/api/site/@tanstack/react-query.gen";
import * as z from "zod/mini";
import { zJobApplication } from "@generated/api/site/zod.gen";
import type { JobApplication, SubscribeNewsletterResponse } from "@generated/api/site/types.gen";
import { apiError } from "@/lib/api-error";
import { lazyMutationFn } from "@/lib/api";
import { useWrite } from "@/lib/write";

/** The newsletter (the site's POST /api/subscribe); its client loads on submit, not with the page. */
export function useSubscribe(onDone: () => void) {
  return useWrite({
    mutationFn: lazyMutationFn(() => import("@generated/api/site/@tanstack/react-query.gen").then((m) => m.subscribeNewsletterMutation())),
    onSuccess: (data: SubscribeNewsletterResponse) => {
      toast.success(data.message ?? "Thanks for subscribing!");
      onDone();
    },
    onError: (e) => toast.error(apiError(e, "Could not subscribe. Please try again.").message),
  });
}

/** A job application with its resume (multipart to submit-google-form). */
export function useApplication() {
  const submit = useWrite(submitGoogleFormMutation());
  return {
    ...submit,
    send: (body: Omit<JobApplication, "resume"> & { resume: File }) =>
      submit.mutateAsync({
        body,
        // hey-api's zod plugin types a binary field as a string: check the fields and the file here
        requestValidator: async (data: unknown) => {
          const body = typeof data === "object" && data !== null && "body" in data && typeof data.body === "object" && data.body !== null ? data.body : {};
          z.omit(zJobApplication, { resume: true }).parse({ ...body, resume: undefined });
          if (!("resume" in body && body.resume instanceof Blob)) throw new Error("Resume is required");
        },
      }),
  };
}
