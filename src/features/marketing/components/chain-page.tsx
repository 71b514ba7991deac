import { useLocation } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { Carousel } from "@/components/carousel";
import { SCROLL_TO_SECTION_MS } from "@/config/constants";
import { SUBSCRIBE_SECTION } from "@/config/menu";
import { scrollToElement } from "@/lib/scroll";
import { RouteLink } from "@/components/route-link";
import { chainPage as c } from "../content/chain";
import { GameView, NewsView } from "./home-page";
import { SubscribeForm } from "./subscribe-form";
import { VideoModal } from "./video-modal";
import "@/features/marketing/marketing.css";

/** The chain landing page (/{product}-chain and /pen-chain). */
export function ChainPage() {
  const [video, setVideo] = useState(false);
  // SUBSCRIBE (the header's, from any page) scrolls to the newsletter form in the spec's 1500 ms;
  // each navigation to the section scrolls anew (the location is a new one each time)
  const location = useLocation();
  useEffect(() => {
    const section = location.hash === SUBSCRIBE_SECTION ? document.getElementById(SUBSCRIBE_SECTION) : null;
    if (section) void scrollToElement(section, SCROLL_TO_SECTION_MS);
  }, [location]);
  // the background video loads and plays only on demand; the poster stands in until then
  const [background, setBackground] = useState(false);
  return (
    <div className="home">
      <section className="section hero hero--video" aria-labelledby="chain-title">
        {background ? (
          <video className="hero__video" src={c.hero.video} poster={c.hero.poster} autoPlay muted loop playsInline aria-hidden="true" />
        ) : (
          <img className="hero__video" src={c.hero.poster} alt="" width={1280} height={720} fetchPriority="high" />
        )}
        <button type="button" className="hero__toggle btn btn--ghost btn--small" aria-pressed={background} onClick={() => setBackground((b) => !b)}>
          {background ? "Stop background video" : "Play background video"}
        </button>
        <h1 id="chain-title" className="hero__title">
          {c.hero.heading}
        </h1>
        <p className="hero__text">{c.hero.text}</p>
        <div className="hero__actions">
          <a className="btn btn--primary" href={c.hero.register.href} target="_blank" rel="noreferrer noopener">
            {c.hero.register.label}
          </a>
          {c.contracts.map((k) => (
            <a key={k.label} className="btn btn--ghost" href={k.href} target="_blank" rel="noreferrer noopener">
              {k.label}
            </a>
          ))}
        </div>
      </section>

      <section className="section" aria-labelledby="chain-news-title">
        <h2 id="chain-news-title">News</h2>
        <Carousel
          label="Chain news carousel"
          items={c.news}
          perView={{ mobile: 1, desktop: 5 }}
          itemKey={(n) => n.date + n.title}
          render={(n, i) => <NewsView item={n} first={i === 0} />}
        />
      </section>

      <section className="section" aria-labelledby="features-title">
        <h2 id="features-title">Why build here</h2>
        <ul className="grid">
          {c.features.map((f) => (
            <li key={f.title} className="card">
              <h3 className="card__title">{f.title}</h3>
              <p>{f.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="eco-title">
        <h2 id="eco-title">Ecosystem games</h2>
        <Carousel
          label="Ecosystem games carousel"
          items={c.ecosystemGames}
          perView={{ mobile: 2, desktop: 5 }}
          itemKey={(g) => g.name}
          render={(g) => <GameView game={g} />}
        />
      </section>

      <section className="section" aria-labelledby="chain-stats-title">
        <h2 id="chain-stats-title">Stats</h2>
        {/* the spec's stats carousel of static figures: one a view on a phone, all three on a computer */}
        <Carousel
          label="Chain stats carousel"
          items={c.stats}
          perView={{ mobile: 1, desktop: 3 }}
          itemKey={(s) => s.label}
          render={(s) => (
            <div className="stat-card">
              <p className="stat-card__value">{s.value}</p>
              <p className="stat-card__label">{s.label}</p>
            </div>
          )}
        />
      </section>

      <section className="section split" aria-labelledby="about-chain-title">
        <div>
          <h2 id="about-chain-title">{c.about.heading}</h2>
          <p>{c.about.text}</p>
          <a className="btn btn--primary" href={c.about.inquiry.href}>
            {c.about.inquiry.label}
          </a>
        </div>
        <article className="card">
          <h3 className="card__title">{c.cinema.title}</h3>
          <p>{c.cinema.text}</p>
          <RouteLink to={c.cinema.link} className="card__link">
            LEARN MORE
          </RouteLink>
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setVideo(true)}>
            WATCH VIDEO
          </button>
        </article>
      </section>

      <section className="section" aria-labelledby="community-title">
        <h2 id="community-title">Community</h2>
        <ul className="press">
          {c.community.map((l) => (
            <li key={l.name}>
              <a href={l.href} target="_blank" rel="noreferrer noopener">
                {l.name}
              </a>
            </li>
          ))}
        </ul>
        <article className="card">
          <h3 className="card__title">{c.build.title}</h3>
          <p>{c.build.text}</p>
          <a className="card__link" href={c.build.href} target="_blank" rel="noreferrer noopener">
            Read the docs
          </a>
        </article>
      </section>

      <section className="section" id={SUBSCRIBE_SECTION} aria-labelledby="chain-subscribe-title">
        <h2 id="chain-subscribe-title">Subscribe to the newsletter</h2>
        <SubscribeForm />
      </section>
      <VideoModal open={video} onClose={() => setVideo(false)} src={c.hero.video} title="Digital Cinema video" />
    </div>
  );
}
