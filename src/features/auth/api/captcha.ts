import { useQuery, useQueryClient } from "@tanstack/react-query";
import { generateCaptchaOptions } from "@generated/api/user/@tanstack/react-query.gen";

/** What a form needs of the captcha: the image for the field, the id for the request, a refresh. */
export interface Captcha {
  id: string | null;
  image: string | null;
  isError: boolean;
  isFetching: boolean;
  /** A new captcha (after every submit: each is single use). */
  refresh: () => void;
}

/**
 * The image captcha (K03): single use, so it never goes stale by itself and is replaced after each
 * answered submit. A prerendered page shows the loading state; the visitor's own captcha comes with the app.
 */
export function useCaptcha(kept?: { captcha_id: string; image: string } | null): Captcha {
  const queryClient = useQueryClient();
  const options = generateCaptchaOptions();
  // (nothing is fetched while prerendering: the query client's default); a captcha `kept` from
  // before a reload is shown again instead of a new one, until the next refresh
  const query = useQuery({ ...options, staleTime: Infinity, gcTime: 0, ...(kept ? { initialData: { status: true, ...kept } } : {}) });
  return {
    id: query.data?.captcha_id ?? null,
    image: query.data?.image ?? null,
    isError: query.isError,
    isFetching: query.isFetching,
    refresh: () => void queryClient.invalidateQueries({ queryKey: options.queryKey }),
  };
}
