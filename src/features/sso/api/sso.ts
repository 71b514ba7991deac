import { queryOptions } from "@tanstack/react-query";
import { ssoAuthorizeMutation, ssoClientOptions } from "@generated/api/sso/@tanstack/react-query.gen";
import type { SsoClient } from "@generated/api/sso/types.gen";
import type { WidgetData } from "../lib/widget-data";
import { useWrite } from "@/lib/write";

export type { SsoClient };

/** The partner as registered for this client_id and exact redirect_uri (a 403 names neither). */
export const ssoClientQuery = (data: WidgetData) => queryOptions({ ...ssoClientOptions({ query: data }), retry: false, select: (d) => d.result });

/**
 * How long an approval's code leaves its partner time to exchange it: a code is exchanged within 60
 * seconds of its approval (openapi/sso.yaml), and a repeat of a lost approval is answered with the
 * first code. After this, Approve asks for a new code.
 */
const CODE_USABLE_MS = 30_000;

/** The signed-in player's approval: a single-use code for the partner. */
export const useSsoAuthorize = () => useWrite({ ...ssoAuthorizeMutation(), answerUsableMs: CODE_USABLE_MS });
