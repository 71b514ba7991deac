import { queryOptions } from "@tanstack/react-query";
import { PRODUCT, PRODUCT_SLUG } from "@/config/brand";
import { FRESH_MS } from "@/lib/query-client";
import type { NewsletterId } from "../content/newsletters";

/** A newsletter's HTML (static, served by the app), the brand filled in; it never changes while the app runs. */
export const newsletterQuery = (id: NewsletterId) =>
  queryOptions({
    queryKey: ["newsletter", id],
    queryFn: async () => {
      const res = await fetch(`/newsletters/${id}.html`);
      if (!res.ok) throw new Error(`newsletter ${id}: ${res.status}`);
      return (await res.text()).replaceAll("{{product}}", PRODUCT).replaceAll("{{slug}}", PRODUCT_SLUG);
    },
    staleTime: FRESH_MS.content,
  });
