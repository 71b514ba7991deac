import { createFileRoute, Link } from "@tanstack/react-router";
import { PRODUCT } from "@/config/brand";
import { useSession } from "@/lib/session";
import { useDocumentTitle } from "@/lib/use-document-title";

export const Route = createFileRoute("/")({ component: Home });

function Home() {
  const { status } = useSession();
  useDocumentTitle("", `${PRODUCT}: games, chain and rewards for players.`);
  return (
    <section className="hero">
      <h1 className="hero__title">Welcome to the {PRODUCT} games ecosystem</h1>
      <p className="hero__text">Play, earn badges, mine rewards with your NFTs and meet friends on the {PRODUCT} chain.</p>
      {status === "unauthenticated" ? (
        <div className="hero__actions">
          <Link to="/sign-up" className="btn btn--primary">
            SIGN UP
          </Link>
          <Link to="/sign-in" className="btn btn--ghost">
            Sign in
          </Link>
        </div>
      ) : (
        <Link to="/account" className="btn btn--primary">
          My account
        </Link>
      )}
    </section>
  );
}
