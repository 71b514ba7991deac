import { Link } from "@tanstack/react-router";
import { useState } from "react";
import IconX from "@tabler/icons-react/icons/IconX";
import IconNews from "@tabler/icons-react/icons/IconNews";

import { Carousel } from "@/components/carousel";
import { SUBSCRIBE_SECTION } from "@/config/menu";
import { RouteLink } from "@/components/route-link";
import { prerendering } from "@/lib/prerender";
import { useSession } from "@/lib/session";
import { storage, STORAGE_KEYS } from "@/lib/storage-keys";
import {
  badgesTutorial,
  chainStats,
  dapps,
  earlyAccess,
  events,
  games,
  news,
  overworld,
  penxr,
  press,
  type Card,
  type Game,
  type NewsItem,
} from "../content/home";
import { captionsOf } from "../lib/captions";
import { ValidatorBanner } from "./rotating-banners";
import { StatCards } from "./stat-cards";
import { SubscribeForm } from "./subscribe-form";
import "@/components/modal.css";
import "@/features/marketing/marketing.css";

const ExternalOrInternal = ({ href, internal, children, className }: { href: string; internal: boolean; children: React.ReactNode; className?: string }) =>
  internal ? (
    <RouteLink to={href} className={className}>
      {children}
    </RouteLink>
  ) : (
    <a href={href} target="_blank" rel="noreferrer noopener" className={className}>
      {children}
    </a>
  );

/** A card's picture: lazy, except on the first card of a page's first screen (its largest paint). */
const CardImage = ({ src, first = false }: { src: string; first?: boolean }) => (
  <img src={src} alt="" width={640} height={360} loading={first ? "eager" : "lazy"} fetchPriority={first ? "high" : "auto"} className="card__image" />
);

function CardView({ item, first }: { item: Card; first: boolean }) {
  return (
    <article className="card">
      <CardImage src={item.image} first={first} />
      <h3 className="card__title">{item.title}</h3>
      <p>{item.text}</p>
      <ExternalOrInternal href={item.link} internal={item.internal} className="card__link">
        Open {item.title}
      </ExternalOrInternal>
    </article>
  );
}

export function NewsView({ item, first }: { item: NewsItem; first?: boolean }) {
  return (
    <article className="card">
      <CardImage src={item.image} first={first} />
      <time className="card__date">{item.date}</time>
      <ExternalOrInternal href={item.link} internal={item.internal} className="card__title card__link">
        {item.title}
      </ExternalOrInternal>
    </article>
  );
}

export function GameView({ game, first }: { game: Game; first?: boolean }) {
  return (
    <article className="card">
      <CardImage src={game.image} first={first} />
      <h3 className="card__title">{game.name}</h3>
      <p>{game.text}</p>
      {game.comingSoon ? (
        <span className="badge">COMING SOON</span>
      ) : (
        game.action && (
          <a
            className="btn btn--primary btn--small"
            href={game.action.link}
            target="_blank"
            rel="noreferrer noopener"
            aria-label={`${game.action.label} ${game.name}`}
            data-track="play_game"
          >
            {game.action.label}
          </a>
        )
      )}
    </article>
  );
}

/** The PENXR video section: the video mounts only once the client is ready. */
function PenxrSection() {
  // the build-time snapshot shows the poster frame; the player mounts once the app runs
  const ready = !prerendering;
  return (
    <section className="section split" aria-labelledby="penxr-title">
      <div>
        <h2 id="penxr-title">{penxr.title}</h2>
        <p>{penxr.text}</p>
        <Link to={penxr.learnMore as "/"} className="btn btn--ghost">
          LEARN MORE
        </Link>
      </div>
      {ready ? (
        <video className="media" src={penxr.video} poster={penxr.poster} controls preload="none" aria-label="PENXR trailer" width={640} height={360}>
          <track kind="captions" srcLang="en" label="English" src={captionsOf(penxr.video)} default />
        </video>
      ) : (
        <div className="media media--placeholder" />
      )}
    </section>
  );
}

function BadgesTutorial() {
  const [open, setOpen] = useState(() => storage.get(STORAGE_KEYS.telegramAnnouncement) !== "badges-closed");
  if (!open || prerendering) return null; // it depends on what this visitor closed before
  return (
    <aside className="section tutorial" aria-labelledby="badges-title">
      <h2 id="badges-title">{badgesTutorial.title}</h2>
      <p>{badgesTutorial.text}</p>
      <p className="hero__actions">
        <RouteLink to={badgesTutorial.badges} className="btn btn--primary">
          See the badges
        </RouteLink>
        <RouteLink to={badgesTutorial.terms}>Airdrop terms and conditions</RouteLink>
      </p>
      <button
        type="button"
        className="modal__close"
        aria-label="Close Introducing Badges"
        onClick={() => {
          storage.set(STORAGE_KEYS.telegramAnnouncement, "badges-closed");
          setOpen(false);
        }}
      >
        <IconX aria-hidden="true" size={20} />
      </button>
    </aside>
  );
}

/** Home (public-pages-mining.md §2): the twelve sections, in order. */
export function HomePage() {
  const { status } = useSession();
  return (
    <div className="home">
      <section className="section hero" aria-labelledby="early-title">
        <img className="hero__art" src={earlyAccess.image} alt="" width={960} height={360} fetchPriority="high" decoding="async" />
        <h1 id="early-title" className="hero__title">
          {earlyAccess.title}
        </h1>
        <p className="hero__text">{earlyAccess.text}</p>
        <a className="btn btn--primary" href={earlyAccess.xrPreview.href} target="_blank" rel="noreferrer noopener">
          {earlyAccess.xrPreview.label}
        </a>
        <p className="disclaimer">{earlyAccess.disclaimer}</p>
      </section>

      <section className="section" aria-labelledby="events-title">
        <h2 id="events-title">CURRENT EVENTS</h2>
        <Carousel
          label="Current events carousel"
          items={events}
          perView={{ mobile: 1, desktop: 3 }}
          itemKey={(e) => e.title}
          render={(e, i) => <CardView item={e} first={i === 0} />}
        />
      </section>

      <section className="section" aria-labelledby="news-title">
        <h2 id="news-title">News</h2>
        <Carousel label="News carousel" items={news} perView={{ mobile: 1, desktop: 3 }} itemKey={(n) => n.title} render={(n) => <NewsView item={n} />} />
      </section>

      <section className="section" aria-labelledby="stats-title">
        <h2 id="stats-title">The chain in numbers</h2>
        <StatCards stats={chainStats.stats} />
        <p className="muted">{chainStats.lastTransaction}</p>
        <RouteLink to={chainStats.learnMore} className="btn btn--ghost">
          LEARN MORE
        </RouteLink>
      </section>

      <section className="section" aria-labelledby="dapps-title">
        <h2 id="dapps-title">Ecosystem dApps</h2>
        <ul className="grid">
          {dapps.map((d) => (
            <li key={d.name} className="card">
              <img className="card__icon" src={d.image} alt="" width={96} height={96} loading="lazy" decoding="async" />
              <h3 className="card__title">{d.name}</h3>
              <p>{d.text}</p>
              {d.links.map((l) => (
                <ExternalOrInternal key={l.label} href={l.href} internal={l.href.startsWith("/")} className="card__link">
                  {l.label}
                </ExternalOrInternal>
              ))}
            </li>
          ))}
        </ul>
      </section>

      <PenxrSection />

      <section className="section" aria-labelledby="games-title">
        <h2 id="games-title">Games</h2>
        <Carousel label="Games carousel" items={games} perView={{ mobile: 1, desktop: 3 }} itemKey={(g) => g.name} render={(g) => <GameView game={g} />} />
        <Link to={"/games" as "/"} className="btn btn--ghost">
          LEARN MORE
        </Link>
      </section>

      <section className="section" aria-labelledby="press-title">
        <h2 id="press-title">In the press</h2>
        <ul className="press press--outlets">
          {press.map((p) => (
            <li key={p.name}>
              <a href={p.href} target="_blank" rel="noreferrer noopener">
                <IconNews aria-hidden="true" size={18} />
                {p.name}
              </a>
            </li>
          ))}
        </ul>
        {status === "unauthenticated" && !prerendering && (
          <Link to="/sign-up" className="btn btn--primary" data-track="home_sign_up">
            SIGN UP
          </Link>
        )}
      </section>

      <section className="section" id={SUBSCRIBE_SECTION} aria-labelledby="subscribe-title">
        <h2 id="subscribe-title">Subscribe to the newsletter</h2>
        <SubscribeForm />
      </section>

      <section className="section split" aria-labelledby="overworld-title">
        <div>
          <h2 id="overworld-title">{overworld.title}</h2>
          <p>{overworld.text}</p>
          <div className="hero__actions">
            {overworld.buttons.map((b) => (
              <a key={b.label} className="btn btn--ghost" href={b.href} target="_blank" rel="noreferrer noopener">
                {b.label}
              </a>
            ))}
          </div>
        </div>
        <img className="media" src={overworld.image} alt="" width={640} height={360} loading="lazy" decoding="async" />
      </section>

      <ValidatorBanner />
      <BadgesTutorial />
    </div>
  );
}
