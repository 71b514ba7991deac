import { PRODUCT } from "@/config/brand";
import { fileKey } from "@/config/env-names";
import { LINKS, teamPhotoUrl } from "@/config/links";

export const aboutPage = {
  title: "About us",
  description: `Who builds ${PRODUCT}.`,
  blurb: `${PRODUCT} is a team of game makers, engineers and storytellers from around the world, building games that players own.`,
  stats: [
    { value: "100M+", label: "viewers anticipated on launch" },
    { value: "500K+", label: "Twitter/X followers" },
    { value: "$6M+", label: "raised from prominent VCs" },
  ],
  experiences: ["Ubisoft", "Riot Games", "Binance", "Google", "Warner Bros."],
};

export interface Member {
  name: string;
  image: string;
  title: string;
  experiences: string[];
  xLink?: string;
  linkedInLink?: string;
  telegramLink?: string;
  discordLink?: string;
}

const m = (name: string, title: string, experiences: string[], links: Partial<Member> = {}): Member => ({
  name,
  title,
  // the deployment's photo of the member; the local stack shows an illustrated portrait drawn from
  // the name (public/team/, npm run generate), and a release refuses to go without photos
  image: teamPhotoUrl(name) ?? `/team/${fileKey(name)}.svg`,
  experiences,
  ...links,
});

export const team: { section: "Founders" | "Key Members" | "Advisors" | "KOLs"; members: Member[] }[] = [
  {
    section: "Founders",
    members: [
      m("Alex Rivers", "CEO", ["15 years in games", "Founded two studios"], {
        xLink: "https://x.com/alexrivers",
        linkedInLink: "https://www.linkedin.com/in/alexrivers",
      }),
      m("Mia Chen", "CTO", ["Chain architect", "Ex-exchange engineering lead"], { linkedInLink: "https://www.linkedin.com/in/miachen" }),
    ],
  },
  {
    section: "Key Members",
    members: [
      m("Sam Okafor", "Chief Blockchain Officer", ["Speaker at token conferences"], { telegramLink: "https://t.me/samokafor" }),
      m("Lea Rossi", "Head of Games", ["Shipped 12 titles"], { discordLink: LINKS.DISCORD }),
    ],
  },
  {
    section: "Advisors",
    members: [m("Noah Patel", "Advisor", ["Game economy designer"]), m("Ivy Park", "Advisor", ["XR pioneer"], { xLink: "https://x.com/ivypark" })],
  },
  {
    section: "KOLs",
    members: [
      m("Crypto Knights", "KOL", ["Gaming community of 200k"], { xLink: "https://x.com/cryptoknights" }),
      m("Pixel Queen", "KOL", ["Streamer"], { xLink: "https://x.com/pixelqueen" }),
    ],
  },
];

export const teamBanners = ["/media/team-banner-studio.svg", "/media/team-banner-summit.svg", "/media/team-banner-launch.svg"];

/** The team page's hero: the crew, drawn (no faces of real people). */
export const teamHero = "/media/team-crew.svg";

export const stakingTeaser = { title: "Stake Assets to Earn Rewards", text: "Stake your $PEN and NFTs to earn rewards every block." };

export const getStarted = [
  { n: 1, title: "Subscribe to the newsletter", text: "Get the news first.", subscribe: true },
  { n: 2, title: "Earn badges", text: "Complete challenges to earn badges.", link: { label: "Earn badges", href: "/airdrop/common" } },
  {
    n: 3,
    title: "Play the Telegram game",
    text: "Catch and battle pets on Telegram.",
    video: "/media/penxr.webm",
    poster: "/media/step-pets-game.svg",
    link: { label: "Open the game", href: LINKS.PETS_GAME },
  },
  {
    n: 4,
    title: "Download the HEXR app",
    text: "Enter the spatial web on your phone.",
    video: "/media/penxr.webm",
    poster: "/media/step-hexr-app.svg",
    link: { label: "Download HEXR", href: LINKS.HEXR },
  },
  { n: 5, title: "Mint a superhero", text: "Mint a hero NFT.", link: { label: "Mint", href: LINKS.MINT } },
  {
    n: 6,
    title: "Start NFT mining",
    text: "Mine rewards with your NFTs.",
    video: "/media/penxr.webm",
    poster: "/media/step-nft-mining.svg",
    link: { label: "Start mining", href: "/mine" },
  },
] as const;

export const penxrPage = {
  title: "PENXR",
  description: "Digital cinema and spatial experiences.",
  text: "Watch films in XR, own them on the chain, and meet other fans in shared screening rooms.",
  video: "/media/penxr.webm",
  poster: "/media/penxr-screening-room.svg",
};

export const gamesXpPage = {
  title: `${PRODUCT} Games XP`,
  description: `Play ${PRODUCT} games, earn XP and mine rewards with your NFTs.`,
  text: "Every game you play earns XP; every NFT you hold can mine rewards. NFT Mining is in alpha.",
  links: [
    { label: "NFT Mining alpha", href: "/mine" },
    { label: "See the games", href: "/games" },
    { label: "Visit Hexagon City", href: "/hexagon-city" },
    { label: "Stake assets", href: "/stake" },
  ],
};

export const hexagonCity = {
  title: "Hexagon City",
  description: "A city of shops, games and spaces in XR.",
  video: "/media/penxr.webm",
  poster: "/media/hexagon-city.svg",
  storefront: [
    { image: "/media/store-pet-shop.svg", alt: "Storefront 1: a pet shop" },
    { image: "/media/store-arcade.svg", alt: "Storefront 2: an arcade" },
    { image: "/media/store-cinema.svg", alt: "Storefront 3: a cinema" },
    { image: "/media/store-armory.svg", alt: "Storefront 4: an armory of swords and blasters" },
    { image: "/media/store-cafe.svg", alt: "Storefront 5: a cafe" },
    { image: "/media/store-gem-shop.svg", alt: "Storefront 6: a gem shop" },
    { image: "/media/store-music.svg", alt: "Storefront 7: a music store" },
    { image: "/media/store-gallery.svg", alt: "Storefront 8: a gallery of collectibles" },
  ],
  map: { label: "Open the map", href: LINKS.HEXAGON_CITY_MAP },
};

export const pegasus = {
  title: "Pegasus",
  description: `For investors: ${PRODUCT} at a glance.`,
  video: "/media/penxr.webm",
  poster: "/media/pegasus.svg",
  documents: [
    { label: "Pitch deck (PDF)", href: LINKS.PEGASUS_DECK },
    { label: "Tokenomics (PDF)", href: LINKS.PEGASUS_TOKENOMICS },
  ],
  form: { label: "Request a meeting", href: LINKS.PEGASUS_FORM },
};
