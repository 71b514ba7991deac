import DOMPurify from "dompurify";
import { useMemo } from "react";

/**
 * The newsletters' allow-list (airdrop-campaigns.md §5): structural, text-level and table tags plus
 * img. On img: src, srcset, alt, title, width, height, loading, class; on every tag: style, href,
 * align, alt, center, bgcolor, class, height, target. Nothing else survives.
 */
export const NEWSLETTER_TAGS = [
  ...["div", "span", "p", "br", "hr", "h1", "h2", "h3", "h4", "h5", "h6", "section", "header", "footer", "article", "main", "center", "blockquote"],
  ...["a", "b", "strong", "i", "em", "u", "s", "small", "sub", "sup", "mark", "font", "ul", "ol", "li", "code", "pre"],
  ...["table", "thead", "tbody", "tfoot", "tr", "td", "th", "caption", "colgroup", "col"],
  "img",
];
const ALL_TAGS_ATTRS = ["style", "href", "align", "alt", "center", "bgcolor", "class", "height", "target"];
const IMG_ATTRS = ["src", "srcset", "alt", "title", "width", "height", "loading", "class"];

let purifier: ReturnType<typeof DOMPurify> | null = null;
/** One configured DOMPurify: img-only attributes stay on img, and a link that opens a new tab gets rel=noopener. */
function newsletterPurifier() {
  if (purifier) return purifier;
  const p = DOMPurify(window);
  p.addHook("uponSanitizeAttribute", (node, data) => {
    if (!ALL_TAGS_ATTRS.includes(data.attrName) && node.nodeName !== "IMG") data.keepAttr = false;
  });
  p.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeName === "A" && node.getAttribute("target")) node.setAttribute("rel", "noopener noreferrer");
  });
  purifier = p;
  return p;
}

/** Sanitises HTML with the newsletter allow-list (exported for the tests that prove it). */
export function sanitizeNewsletter(html: string): string {
  return newsletterPurifier().sanitize(html, {
    ALLOWED_TAGS: NEWSLETTER_TAGS,
    ALLOWED_ATTR: [...new Set([...ALL_TAGS_ATTRS, ...IMG_ATTRS])],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

/**
 * The one place in the app where HTML is injected (ESLint refuses dangerouslySetInnerHTML
 * anywhere else): always sanitised with the newsletter allow-list first.
 */
export function SanitizedHtml({ html, className, label }: { html: string; className?: string; label: string }) {
  const clean = useMemo(() => sanitizeNewsletter(html), [html]);
  return <div className={className} aria-label={label} role="document" dangerouslySetInnerHTML={{ __html: clean }} />;
}
