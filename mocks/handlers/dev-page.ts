import { HttpResponse } from "msw";

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A stand-in's page (a provider's sign-in or consent screen), plainly styled. */
export function devPage(title: string, body: string) {
  return new HttpResponse(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font:16px system-ui,sans-serif;max-width:520px;margin:3rem auto;padding:0 1rem;background:#101225;color:#eee}input,button{font:inherit;padding:.6rem;border-radius:8px;width:100%;margin:.4rem 0;box-sizing:border-box}button{background:#7c5cff;color:#fff;border:0;cursor:pointer}button.secondary{background:#2a2d4a}code{color:#b9a8ff}</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`,
    { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } },
  );
}

/** A redirect of a stand-in back to the app. */
export const redirectTo = (location: string) => new HttpResponse(null, { status: 302, headers: { Location: location } });

/** A form body, or null when the body is not a form. */
export async function formOf(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}
