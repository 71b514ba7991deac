import { PRODUCT } from "@/config/brand";
import { LINKS } from "@/config/links";
import type { Game, NewsItem } from "./home";
import { games } from "./home";

/** The chain landing page (public-pages-mining.md §2, Chain landing page). */
export const chainPage = {
  title: `${PRODUCT} Chain`,
  description: `${PRODUCT} Chain: a low-cost, EVM-equivalent chain for games and their players.`,
  hero: {
    heading: `${PRODUCT} Chain`,
    text: "An EVM-equivalent chain built for games: fast, secure and cheap enough for every in-game action.",
    video: "/media/penxr.webm",
    poster: "/media/hero-chain.svg",
    register: { label: "Register as a builder", href: LINKS.BUILDERS_FORM },
  },
  contracts: [
    { label: "$PEN on Ethereum", href: LINKS.PEN_ON_ETHEREUM },
    { label: "$PEN on Arbitrum", href: LINKS.PEN_ON_ARBITRUM },
  ],
  news: [
    {
      date: "19 Feb 2025",
      title: "Mainnet validators announced",
      link: `${LINKS.X}/status/11`,
      internal: false,
      image: "/media/chain-news-validators.svg",
    },
    {
      date: "4 Feb 2025",
      title: "Gas token for on-chain activity",
      link: `${LINKS.X}/status/12`,
      internal: false,
      image: "/media/chain-news-gas-token.svg",
    },
    {
      date: "2 Feb 2025",
      title: "Bridge upgrade: faster withdrawals",
      link: `${LINKS.X}/status/13`,
      internal: false,
      image: "/media/chain-news-bridge-upgrade.svg",
    },
    {
      date: "15 Oct 2024",
      title: "zkEVM and XR digital cinema space",
      link: `${LINKS.X}/status/14`,
      internal: false,
      image: "/media/chain-news-zkevm-cinema.svg",
    },
    { date: "9 Oct 2024", title: "Game streaming partnership", link: `${LINKS.X}/status/15`, internal: false, image: "/media/chain-news-streaming.svg" },
    { date: "8 May 2024", title: "Testnet opens to builders", link: `${LINKS.X}/status/16`, internal: false, image: "/media/chain-news-testnet.svg" },
  ] satisfies NewsItem[],
  features: [
    { title: "Full EVM Equivalence", text: "Deploy Solidity contracts and use the tools you know, unchanged." },
    { title: `${PRODUCT} Community`, text: "Hundreds of thousands of players already on the chain's games." },
    { title: "Security", text: "Secured by independent validators and audited contracts." },
    { title: "Low Cost", text: "Fees low enough for every in-game action." },
  ],
  ecosystemGames: games.map((g) => (g.name === "Penta Pets" ? { ...g, action: { label: "PLAY" as const, link: LINKS.PETS_GAME } } : g)) satisfies Game[],
  stats: [
    { label: "Blocks Processed", value: "1.200.000" },
    { label: "Unique Wallets", value: "471.000" },
    { label: "Total Transactions", value: "1.800.000" },
  ],
  about: {
    heading: `About ${PRODUCT} Chain`,
    text: `${PRODUCT} Chain connects games, players and brands. Game studios and brands: tell us what you want to build.`,
    inquiry: { label: "INQUIRY", href: LINKS.MAIL_PARTNERS },
  },
  cinema: { title: "Digital Cinema", text: "Watch and own films in XR on the chain.", link: "/penxr" },
  community: [
    { name: "Telegram", href: LINKS.TELEGRAM },
    { name: "Discord", href: LINKS.DISCORD },
    { name: "X", href: LINKS.X },
  ],
  build: { title: "Start building", text: "RPC endpoints, faucet and docs for your first contract.", href: LINKS.DOCS },
};
