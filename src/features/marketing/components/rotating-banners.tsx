import { PauseButton } from "@/components/pause-button";
import { TEAM_BANNER_MS, TEAM_BANNER_TRANSITION_MS, VALIDATOR_BANNER_MS } from "@/config/constants";
import { useRotation } from "@/lib/use-rotation";
import { teamBanners } from "../content/company";
import { validators } from "../content/home";

/**
 * The team banner: a new image every 3 s, cross-faded over 1 s (K33). It can be paused, holds while
 * hovered or focused, and under reduced motion starts paused and changes without the fade.
 */
export function TeamBanner() {
  const { index, paused, reducedMotion, toggle, holdHandlers } = useRotation(teamBanners.length, TEAM_BANNER_MS);
  return (
    <div className="team-banner" {...holdHandlers}>
      {teamBanners.map((src, i) => (
        <img
          key={src}
          src={src}
          alt=""
          width={640}
          height={360}
          className="team-banner__image"
          data-active={i === index}
          style={{ opacity: i === index ? 1 : 0, transition: reducedMotion ? "none" : `opacity ${TEAM_BANNER_TRANSITION_MS}ms` }}
        />
      ))}
      <PauseButton className="pause-button--corner" paused={paused} onToggle={toggle} what="team banner" />
    </div>
  );
}

/**
 * The validator banner alternates between the two validators every 10 s (K33). Not a live region:
 * a change nobody asked for is not announced. It can be paused, holds while hovered or focused,
 * and under reduced motion starts paused.
 */
export function ValidatorBanner() {
  const { index, paused, toggle, holdHandlers } = useRotation(validators.length, VALIDATOR_BANNER_MS);
  const v = validators[index];
  if (!v) return null;
  return (
    <section className="section validator" aria-labelledby="validator-title" {...holdHandlers}>
      <h2 id="validator-title" className="visually-hidden">
        Validators
      </h2>
      <a href={v.href} target="_blank" rel="noreferrer noopener" className="validator__link">
        <img src={v.image} alt="" width={640} height={360} loading="lazy" decoding="async" />
        <span>
          <strong>{v.name}</strong> {v.text}
        </span>
      </a>
      <div className="pause-row">
        <PauseButton paused={paused} onToggle={toggle} what="validator banner" />
      </div>
    </section>
  );
}
