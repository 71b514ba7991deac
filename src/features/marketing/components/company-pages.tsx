import { RouteLink } from "@/components/route-link";
import { experienceLogoUrl } from "@/config/links";
import { useDocumentTitle } from "@/lib/use-document-title";
import { aboutPage, gamesXpPage, getStarted, hexagonCity, pegasus, penxrPage, stakingTeaser, team, teamHero, type Member } from "../content/company";
import { Carousel } from "@/components/carousel";
import { ClickVideo } from "./click-video";
import { TeamBanner } from "./rotating-banners";
import { StatCards } from "./stat-cards";
import { SubscribeForm } from "./subscribe-form";
import { SocialIcon } from "@/components/social-icon";
import "@/components/social-icon.css";
import "@/features/marketing/marketing.css";

export function AboutPage() {
  useDocumentTitle(aboutPage.title, aboutPage.description);
  return (
    <div className="text-page">
      <h1 className="hero__title">{aboutPage.title}</h1>
      <p className="lead">{aboutPage.blurb}</p>
      <RouteLink to="/our-team" className="btn btn--ghost">
        Meet our team
      </RouteLink>
      <StatCards stats={aboutPage.stats} />
      <section className="section" aria-labelledby="experience-title">
        <h2 id="experience-title">Our experience</h2>
        <ul className="press">
          {aboutPage.experiences.map((e) => {
            const logo = experienceLogoUrl(e);
            return <li key={e}>{logo ? <img src={logo} alt={e} height={40} loading="lazy" /> : e}</li>;
          })}
        </ul>
      </section>
    </div>
  );
}

function MemberCard({ member }: { member: Member }) {
  const links = (
    [
      ["X", member.xLink],
      ["LinkedIn", member.linkedInLink],
      ["Telegram", member.telegramLink],
      ["Discord", member.discordLink],
    ] as const
  ).filter(([, href]) => href);
  return (
    <li className="card member">
      <img src={member.image} alt={member.name} width={96} height={96} loading="lazy" />
      <h3 className="card__title">{member.name}</h3>
      <p>{member.title}</p>
      <ul>
        {member.experiences.map((e) => (
          <li key={e}>{e}</li>
        ))}
      </ul>
      {links.length > 0 && (
        <ul className="socials">
          {links.map(([name, href]) => (
            <li key={name}>
              <a href={href} target="_blank" rel="noreferrer noopener" aria-label={`${member.name} on ${name}`}>
                <SocialIcon name={name} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function TeamPage() {
  useDocumentTitle("Our team", "The people behind the games.");
  return (
    <div className="home">
      <TeamBanner />
      <div className="team-hero">
        <h1 className="hero__title">Our team</h1>
        <img className="team-hero__art" src={teamHero} alt="" width={960} height={360} decoding="async" />
      </div>
      {team.map((group) => (
        <section key={group.section} className="section" aria-labelledby={`team-${group.section}`}>
          <h2 id={`team-${group.section}`}>{group.section}</h2>
          <ul className="grid">
            {group.members.map((member) => (
              <MemberCard key={member.name} member={member} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function StakingTeaser({ onLogin }: { onLogin: () => void }) {
  useDocumentTitle(stakingTeaser.title, stakingTeaser.text);
  return (
    <section className="panel">
      <h1 className="panel__title">{stakingTeaser.title}</h1>
      <p>{stakingTeaser.text}</p>
      <div className="hero__actions">
        <button type="button" className="btn btn--primary" onClick={onLogin}>
          Login
        </button>
        <RouteLink to="/register" className="btn btn--ghost">
          Register
        </RouteLink>
      </div>
    </section>
  );
}

export function GetStartedPage() {
  useDocumentTitle("Let's get started", "Six steps into the games ecosystem.");
  return (
    <div className="text-page">
      <h1 className="hero__title">Let's get started</h1>
      <ol className="steps">
        {getStarted.map((step) => (
          <li key={step.n} className="card">
            <h2 className="card__title">
              {step.n}. {step.title}
            </h2>
            <p>{step.text}</p>
            {"subscribe" in step && <SubscribeForm />}
            {"video" in step && <ClickVideo src={step.video} poster={step.poster} label={`step ${step.n} video`} />}
            {"link" in step &&
              (step.link.href.startsWith("/") ? (
                <RouteLink to={step.link.href} className="card__link">
                  {step.link.label}
                </RouteLink>
              ) : (
                <a href={step.link.href} target="_blank" rel="noreferrer noopener" className="card__link">
                  {step.link.label}
                </a>
              ))}
          </li>
        ))}
      </ol>
    </div>
  );
}

export function PenxrPage() {
  useDocumentTitle(penxrPage.title, penxrPage.description);
  return (
    <div className="text-page">
      <h1 className="hero__title">{penxrPage.title}</h1>
      <p className="lead">{penxrPage.text}</p>
      <ClickVideo src={penxrPage.video} poster={penxrPage.poster} label="PENXR trailer" />
    </div>
  );
}

export function GamesXpPage() {
  useDocumentTitle(gamesXpPage.title, gamesXpPage.description);
  return (
    <div className="text-page">
      <h1 className="hero__title">{gamesXpPage.title}</h1>
      <p className="lead">{gamesXpPage.text}</p>
      <div className="hero__actions">
        {gamesXpPage.links.map((l) => (
          <RouteLink key={l.label} to={l.href} className="btn btn--primary">
            {l.label}
          </RouteLink>
        ))}
      </div>
    </div>
  );
}

export function HexagonCityPage() {
  useDocumentTitle(hexagonCity.title, hexagonCity.description);
  return (
    <div className="home">
      <h1 className="hero__title">{hexagonCity.title}</h1>
      <ClickVideo src={hexagonCity.video} poster={hexagonCity.poster} label="Hexagon City" />
      <section className="section" aria-labelledby="storefront-title">
        <h2 id="storefront-title">interactive storefront</h2>
        <Carousel
          label="Storefront carousel"
          items={hexagonCity.storefront}
          perView={{ mobile: 1, desktop: 3 }}
          itemKey={(s) => s.alt}
          render={(s) => <img src={s.image} alt={s.alt} width={640} height={360} loading="lazy" className="card__image" />}
        />
      </section>
      <a className="btn btn--primary" href={hexagonCity.map.href} target="_blank" rel="noreferrer noopener">
        {hexagonCity.map.label}
      </a>
    </div>
  );
}

export function PegasusPage() {
  useDocumentTitle(pegasus.title, pegasus.description);
  return (
    <div className="text-page">
      <h1 className="hero__title">{pegasus.title}</h1>
      <ClickVideo src={pegasus.video} poster={pegasus.poster} label="Pegasus video" />
      <ul className="press">
        {pegasus.documents.map((d) => (
          <li key={d.label}>
            <a href={d.href} target="_blank" rel="noreferrer noopener">
              {d.label}
            </a>
          </li>
        ))}
      </ul>
      <a className="btn btn--primary" href={pegasus.form.href} target="_blank" rel="noreferrer noopener">
        {pegasus.form.label}
      </a>
    </div>
  );
}
