import { useEffect } from "react";
import { PRODUCT } from "@/config/brand";

/** Sets the page title ("<title> · <product>") and description. */
export function useDocumentTitle(title: string, description?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT}` : PRODUCT;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute("content", description);
  }, [title, description]);
}
