import { SOCIAL_LINKS } from "@/config/links";
import "@/components/social-icon.css";

const PATHS: Record<string, string> = {
  X: "M4 4l16 16M20 4L4 20",
  Telegram: "M3 11l18-7-3 16-6-5-3 3v-5l9-8-11 7z",
  Discord: "M6 7c4-2 8-2 12 0l2 9c-2 2-4 3-6 3l-1-2m-2 0l-1 2c-2 0-4-1-6-3zM9 12h.01M15 12h.01",
  LinkedIn: "M5 9v10M5 5v.01M10 19v-6a3 3 0 016 0v6M10 10v9",
};

export function SocialIcon({ name }: { name: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[name] ?? PATHS.X} />
    </svg>
  );
}

/** The social links of the header and the footer. */
export function SocialLinks() {
  return (
    <ul className="socials" aria-label="Social media">
      {SOCIAL_LINKS.map((s) => (
        <li key={s.name}>
          <a href={s.href} target="_blank" rel="noreferrer noopener" aria-label={s.name}>
            <SocialIcon name={s.name} />
          </a>
        </li>
      ))}
    </ul>
  );
}
