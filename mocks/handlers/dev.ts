import { http, HttpResponse } from "msw";
import { db } from "../db";
import { advanceClock } from "../lib/clock";
import { seed } from "../seed";
import { brand } from "../config";

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Stand-ins for what a real backend sends elsewhere (mail) and test controls. Served only by the
 * mock under /__dev; never part of the contract or the app.
 */
export const devHandlers = [
  http.get("*/__dev/mailbox.json", ({ request }) => {
    const to = new URL(request.url).searchParams.get("to")?.toLowerCase();
    const mails = db.mail.findMany({ orderBy: { id: "desc" } }).filter((m) => !to || m.to === to);
    return HttpResponse.json(mails);
  }),
  http.get("*/__dev/mailbox", () => {
    const mails = db.mail.findMany({ orderBy: { id: "desc" } });
    const rows = mails
      .map(
        (m) => `<article><h2>${escape(m.subject)}</h2><p class="meta">To: ${escape(m.to)} · ${escape(m.createdAt)}</p><p>${escape(m.text)}</p><p><a href="${escape(m.link)}">${escape(m.link)}</a></p></article>`,
      )
      .join("");
    return new HttpResponse(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Dev mailbox · ${escape(brand.name)}</title>
<style>body{font:16px system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;background:#0f1020;color:#eee}article{background:#1b1d36;border-radius:12px;padding:1rem 1.25rem;margin:1rem 0}h2{margin:.2rem 0;font-size:1.1rem}.meta{color:#aab;font-size:.85rem}a{color:#8fd3ff;word-break:break-all}</style></head>
<body><h1>Dev mailbox</h1><p>Every mail the local backend sends lands here (newest first).</p>${rows || "<p>No mail yet.</p>"}</body></html>`,
      { headers: { "Content-Type": "text/html; charset=utf-8" } },
    );
  }),
  http.get("*/__dev/captcha/:id", ({ params }) => {
    const captcha = db.captcha.findFirst({ where: { id: { equals: String(params.id) } } });
    return captcha ? HttpResponse.json({ answer: captcha.answer }) : HttpResponse.json({ message: "unknown captcha" }, { status: 404 });
  }),
  http.post("*/__dev/reset", () => {
    seed();
    return HttpResponse.json({ status: true });
  }),
  http.post("*/__dev/clock", async ({ request }) => {
    const { advanceMs } = (await request.json()) as { advanceMs: number };
    advanceClock(Number(advanceMs) || 0);
    return HttpResponse.json({ status: true });
  }),
];
