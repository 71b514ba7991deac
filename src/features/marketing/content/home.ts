import { PRODUCT } from "@/config/brand";
import { LINKS, PRESS_LINKS } from "@/config/links";
import { env } from "@/config/env";

/** Content of the home page (public-pages-mining.md §2, Home page sections), in section order. */

export interface Card {
  title: string;
  text: string;
  image: string;
  link: string;
  /** An internal path (client-side link) or an external site (new tab). */
  internal: boolean;
}

export interface NewsItem {
  date: string;
  title: string;
  link: string;
  internal: boolean;
  image: string;
}

export interface Game {
  name: string;
  text: string;
  image: string;
  action: { label: "PLAY" | "LEARN MORE"; link: string } | null;
  comingSoon: boolean;
}

export const earlyAccess = {
  image: "/media/hero-spaces.svg",
  title: `Early access to ${PRODUCT} Spaces`,
  text: `Build your own 3D space, invite friends and show your collection, right in the browser.`,
  xrPreview: { label: "Preview in XR", href: LINKS.XR_PREVIEW },
  disclaimer: "Spaces is an alpha: features may change and data may be reset.",
};

export const events: Card[] = [
  {
    title: "Badge Season",
    text: "Complete challenges, earn up to five badges and turn them into $PEN.",
    image: "/media/event-badge-season.svg",
    link: "/airdrop",
    internal: true,
  },
  {
    title: "Pets Tournament",
    text: "Battle your pets in the weekly tournament on Telegram.",
    image: "/media/event-pets-tournament.svg",
    link: LINKS.PETS_GAME,
    internal: false,
  },
  {
    title: "Chain Week",
    text: `Bridge, swap and mine on the ${PRODUCT} Chain for double rewards.`,
    image: "/media/event-chain-week.svg",
    link: "/pen-chain",
    internal: true,
  },
];

export const news: NewsItem[] = [
  {
    date: "19 Feb 2025",
    title: `${PRODUCT} Chain mainnet validators announced`,
    link: `${LINKS.X}/status/1`,
    internal: false,
    image: "/media/news-validators.svg",
  },
  {
    date: "4 Feb 2025",
    title: "New hero revealed for the trading card game",
    link: `${LINKS.X}/status/2`,
    internal: false,
    image: "/media/news-new-hero.svg",
  },
  {
    date: "2 Feb 2025",
    title: "Gunnies launches on the game store",
    link: `${LINKS.X}/status/3`,
    internal: false,
    image: "/media/news-gunnies-store.svg",
  },
  {
    date: "15 Oct 2024",
    title: "Newsletter: the airdrop campaign recap",
    link: "/blog/newsletter-1",
    internal: true,
    image: "/media/news-newsletter-recap.svg",
  },
  {
    date: "9 Oct 2024",
    title: "Live at the India blockchain summit",
    link: `${LINKS.X}/status/5`,
    internal: false,
    image: "/media/news-summit-live.svg",
  },
  {
    date: "20 Sep 2024",
    title: "The tap-to-earn pet game passes 400k players",
    link: `${LINKS.X}/status/6`,
    internal: false,
    image: "/media/news-pets-400k.svg",
  },
  {
    date: "8 May 2024",
    title: `${PRODUCT} Chain testnet opens to builders`,
    link: `${LINKS.X}/status/7`,
    internal: false,
    image: "/media/news-testnet.svg",
  },
];

export const chainStats = {
  stats: [
    { value: "2.1M+", label: "Txs" },
    { value: "1.5M+", label: "Blocks" },
    { value: "560K+", label: "Unique Active Wallets" },
    { value: "1 GWEI", label: "Latest Gas Fee" },
  ],
  lastTransaction: "Last transaction: under 10 seconds ago",
  learnMore: "/pen-chain",
};

export const dapps = [
  {
    name: "Wallet",
    image: "/media/app-wallet.svg",
    text: `The ${PRODUCT} wallet for Android and iOS.`,
    links: [
      { label: "Android apk", href: LINKS.WALLET_APK },
      { label: "iOS", href: LINKS.WALLET_APP_STORE },
      { label: "Get the wallet", href: "/wallet" },
    ],
  },
  {
    name: "Faucet",
    image: "/media/app-faucet.svg",
    text: `Up to 1 $PEN every 24 hours: sign in with your ${PRODUCT} account.`,
    links: [{ label: "Open Faucet", href: LINKS.FAUCET }],
  },
  { name: "Swap", image: "/media/app-swap.svg", text: "Swap tokens on the chain.", links: [{ label: "Open Swap", href: LINKS.SWAP }] },
  {
    name: "Bridge",
    image: "/media/app-bridge.svg",
    text: "Bridge assets in and out (may take up to 24 hours).",
    links: [{ label: "Open Bridge", href: LINKS.BRIDGE }],
  },
  {
    name: "Explorer",
    image: "/media/app-explorer.svg",
    text: "Blocks, transactions and tokens.",
    links: [{ label: "Open Explorer", href: env.VITE_CHAIN_EXPLORER_URL }],
  },
];

export const penxr = {
  title: "PENXR",
  text: "Digital cinema and spatial experiences on the chain.",
  poster: "/media/penxr.svg",
  video: "/media/penxr.webm",
  learnMore: "/penxr",
};

export const games: Game[] = [
  {
    name: "Penta Pets",
    text: "Catch, raise and battle pets on Telegram.",
    image: "/media/game-penta-pets.svg",
    action: { label: "PLAY", link: LINKS.PETS_GAME },
    comingSoon: false,
  },
  {
    name: "Gunnies",
    text: "A fast shooter with on-chain rewards.",
    image: "/media/game-gunnies.svg",
    action: { label: "PLAY", link: LINKS.GUNNIES },
    comingSoon: false,
  },
  {
    name: "Barkincraft",
    text: "Build and craft with friends.",
    image: "/media/game-barkincraft.svg",
    action: { label: "PLAY", link: LINKS.BARKINCRAFT },
    comingSoon: false,
  },
  {
    name: "BCSH",
    text: "Superheroes as collectible NFTs.",
    image: "/media/game-bcsh.svg",
    action: { label: "LEARN MORE", link: LINKS.BCSH },
    comingSoon: false,
  },
  { name: "Ether Fantasy", text: "A fantasy RPG on the chain.", image: "/media/game-ether-fantasy.svg", action: null, comingSoon: true },
];

/** Articles about the company: configured per deployment (VITE_PRESS_LINKS). */
export const press = PRESS_LINKS;

export const overworld = {
  title: "Overworld WebXR",
  text: "Walk the Overworld in your browser or headset.",
  image: "/media/overworld.svg",
  buttons: [
    { label: "Enter Overworld", href: LINKS.OVERWORLD },
    { label: "Watch trailer", href: LINKS.YOUTUBE },
  ],
};

export const validators = [
  {
    name: "Validator One",
    text: `Runs ${PRODUCT} Chain nodes since genesis.`,
    image: "/media/validator-one.svg",
    href: LINKS.VALIDATOR_ONE,
  },
  {
    name: "Validator Two",
    text: "Secures the chain from three continents.",
    image: "/media/validator-two.svg",
    href: LINKS.VALIDATOR_TWO,
  },
];

export const badgesTutorial = {
  title: "Introducing Badges",
  text: "Earn up to five badges through challenges; a higher badge gives more $PEN. Each badge can be claimed once.",
  badges: "/airdrop",
  terms: "/airdrop-terms-and-conditions",
};
