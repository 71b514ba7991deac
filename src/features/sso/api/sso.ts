import { queryOptions } from "@tanstack/react-query";
import { ssoAuthorizeMutation, ssoClientOptions } from "@generated/api/sso/@tanstack/react-query.gen";
import type { SsoClient } from "@generated/api/sso/types.gen";
import type { WidgetData } from "../lib/widget-data";
import { useWrite } from "@/lib/write";

export type { SsoClient };

/** The partner as registered for this client_id and exact redirect_uri (a 403 names neither). */
export const ssoClientQuery = (data: WidgetData) => queryOptions({ ...ssoClientOptions({ query: data }), retry: false, select: (d) => d.result });

/** The signed-in player's approval: a single-use code for the partner. */
export const useSsoAuthorize = () => useWrite(ssoAuthorizeMutation());
