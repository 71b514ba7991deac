import { games } from "../content/home";
import { GameView } from "./home-page";
import "@/features/marketing/marketing.css";

/** Games (public-pages-mining.md §2, Games page). */
export function GamesPage() {
  return (
    <div className="home">
      <section className="section" aria-labelledby="games-page-title">
        <h1 id="games-page-title" className="hero__title">
          Games
        </h1>
        <h2 className="visually-hidden">Our titles</h2>
        <ul className="grid">
          {games.map((g, i) => (
            <li key={g.name}>
              <GameView game={g} first={i === 0} />
            </li>
          ))}
        </ul>
        <p className="muted">more titles coming soon</p>
      </section>
    </div>
  );
}
