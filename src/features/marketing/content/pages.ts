import { PRODUCT } from "@/config/brand";
import { LEGAL, LINKS } from "@/config/links";

/** Text pages: a title, a description, and sections of paragraphs, lists, Q&A or links. */
export interface TextSection {
  heading: string;
  paragraphs?: string[];
  list?: string[];
  qa?: { q: string; a: string }[];
  links?: { label: string; href: string }[];
  /** The section's picture (decorative: the heading says what it is). */
  image?: string;
}
export interface TextPage {
  title: string;
  description: string;
  intro?: string;
  /** What the local stack says of the page's sample values (never in a release, which sets them). */
  localNote?: string;
  sections: TextSection[];
}

export const idoPage: TextPage = {
  title: "$PEN IDO is coming",
  description: "The $PEN token sale: take part only through the listed launchpad partners.",
  intro:
    "The only way to take part in the $PEN IDO is through the launchpad partners listed below. Beware of impersonations: we never ask for funds in private messages.",
  sections: [
    { heading: "Launchpad partners", list: ["Singularity DAO", "ChainBoost2", "Moonedge", "GameFi", "Paid Network", "PoolZ"] },
    {
      heading: "Contracts",
      links: [
        { label: "$PEN on Ethereum", href: LINKS.PEN_ON_ETHEREUM },
        { label: "$PEN on Arbitrum", href: LINKS.PEN_ON_ARBITRUM },
      ],
    },
  ],
};

export const ipsPage: TextPage = {
  title: "Our IPs",
  description: `The superheroes, studio and market of ${PRODUCT}.`,
  sections: [
    // the spec's LEARN MORE links have empty targets: here each goes to the page that tells more
    {
      heading: "Superheroes",
      image: "/media/ip-superheroes.svg",
      paragraphs: ["A universe of heroes, collectible as NFTs and playable across our games."],
      links: [{ label: "LEARN MORE", href: "/games" }],
    },
    {
      heading: "Studio",
      image: "/media/ip-studio.svg",
      paragraphs: ["Our studio builds games, films and XR experiences on our own IPs."],
      links: [{ label: "LEARN MORE", href: "/penxr" }],
    },
    { heading: "Market", image: "/media/ip-market.svg", paragraphs: ["Trade heroes and items."], links: [{ label: "CONTACT US", href: LINKS.MAIL_MARKET }] },
    { heading: "more IPs coming soon", image: "/media/ip-coming-soon.svg" },
  ],
};

export const faqPage: TextPage = {
  title: "FAQ",
  description: `Questions and answers about ${PRODUCT}, $PEN and the badges.`,
  sections: [
    {
      heading: "General",
      qa: [
        { q: `What is ${PRODUCT}?`, a: `A games company with its own chain (${PRODUCT} Chain, chain id 3344, native token PC) and a token, $PEN.` },
        { q: "How much $PEN is there?", a: "The total supply is 1 billion $PEN. The TGE is scheduled for November." },
        {
          q: "How do I get PC for gas?",
          a: "The faucet gives up to 1 $PEN every 24 hours; holders of over 10,000 PEN or of BCSH NFTs get a higher daily limit.",
        },
        { q: "How long does the bridge take?", a: "A bridge transfer may take up to 24 hours." },
        {
          q: "How many badges can I earn?",
          a: "Up to five different badges, each claimable once per account: Welcome Hero, New Friend, Degen, Royal and Black.",
        },
      ],
    },
    {
      heading: "Degen Badge",
      qa: [
        { q: "What is the Degen badge?", a: "The rare badge (server key RARE), earned by completing on-chain (web3) tasks." },
        { q: "Does a higher badge give more?", a: "Yes: a higher badge gives more $PEN." },
      ],
    },
    {
      heading: "Royal Badge",
      qa: [
        { q: "What is the Royal badge?", a: "The royal badge (server key EPIC), earned through the Royal tasks." },
        { q: "Can I claim it twice?", a: "No: every badge can be claimed once per account." },
      ],
    },
    {
      heading: "Black badge",
      qa: [
        { q: "What is the Black badge?", a: "The rarest badge (server key ASCENDED), with a total supply of 111." },
        { q: "How do I get it?", a: "It cannot be claimed: the team assigns it manually." },
      ],
    },
  ],
};

/** The internal news post the home news carousel links to (`blog/newsletter-1`). */
export const newsletterPage: TextPage = {
  title: "Newsletter: the airdrop campaign recap",
  description: `The ${PRODUCT} airdrop campaign so far: badges, tasks and what comes next.`,
  intro: "15 Oct 2024",
  sections: [
    {
      heading: "Five badges",
      paragraphs: [
        "Every account can earn up to five different badges, each claimable once: Welcome Hero, New Friend, Degen, Royal and Black. A higher badge gives more $PEN.",
      ],
    },
    {
      heading: "How to earn them",
      list: [
        "Welcome Hero and New Friend: sign up, verify your email and make a friend.",
        "Degen: complete the on-chain (web3) tasks.",
        "Royal: complete the Royal tasks.",
        "Black: assigned by the team; only 111 exist.",
      ],
    },
    {
      heading: "What comes next",
      paragraphs: ["The $PEN TGE is scheduled for November, with a total supply of 1 billion $PEN. Until then, keep your badges: they decide your share."],
    },
    {
      heading: "Read more",
      links: [
        { label: "Airdrop terms and conditions", href: "/airdrop-terms-and-conditions" },
        { label: "FAQ", href: "/faq" },
        { label: "All newsletters", href: "/newsletters" },
      ],
    },
  ],
};

export const disclaimerPage: TextPage = {
  title: "$PEN token disclaimer",
  description: "Risks of the platform, the chain and the $PEN token.",
  sections: [
    {
      heading: "Risks of the platform and the chain",
      paragraphs: [`Using ${PRODUCT} and ${PRODUCT} Chain involves technical risks, including bugs, outages and attacks, which may cause the loss of tokens.`],
    },
    {
      heading: "Not a security or an investment",
      paragraphs: ["$PEN is a utility token. It is not a security or an investment, and it confers no rights: no ownership, dividends, voting or claims."],
    },
    { heading: "Regulatory risks", paragraphs: ["Laws on digital assets change and differ by country; they may restrict the use or transfer of $PEN."] },
    { heading: "No offer of securities", paragraphs: ["Nothing on this site is an offer or a solicitation to buy securities in any jurisdiction."] },
    { heading: "Risk mitigation", paragraphs: ["Take part only with what you can afford to lose, and only through official channels."] },
    {
      heading: "Distribution limits",
      paragraphs: ["Residents of restricted countries may not take part in distributions; KYC may be required, or tokens forfeited."],
    },
    { heading: "No warranties", paragraphs: ["The platform and the token are provided as-is, without warranties of any kind."] },
    { heading: "Final disclaimer", paragraphs: ["By using the platform you accept these risks."] },
    { heading: "Contact", paragraphs: [LEGAL.email] },
  ],
};

export const privacyPage: TextPage = {
  title: "Privacy policy",
  description: `How ${PRODUCT} collects and uses personal data.`,
  sections: [
    { heading: "Definitions", paragraphs: ['"Personal data" means any information about an identified or identifiable person.'] },
    {
      heading: "Data we collect",
      list: ["Account data: username, email, password hash", "Wallet addresses you bind", "Social handles you connect", "Usage data and cookies"],
    },
    {
      heading: "How we use it",
      paragraphs: ["To run your account, games and rewards, to secure the service, and, only with your opt-in consent, to send marketing e-mail."],
    },
    { heading: "Security", paragraphs: ["We protect data with encryption in transit and access controls."] },
    { heading: "Retention", paragraphs: ["We keep data as long as your account exists, then delete or anonymise it."] },
    { heading: "Your rights", paragraphs: ["You may access, correct, delete or export your data, and object to or restrict its use."] },
    {
      heading: "Cookies",
      paragraphs: [
        "We use cookies and local storage needed to run the site. Our analytics set no cookie, store nothing on your device and carry no personal data; with Do Not Track or Global Privacy Control on, nothing is sent.",
      ],
    },
    { heading: "Governing law", paragraphs: ["This policy is governed by the laws of England and Wales."] },
  ],
};

/** The spec leaves the entity, country and business e-mail unfilled: the local stack shows marked samples, a release sets them. */
const { entity, country, email } = LEGAL;
export const termsPage: TextPage = {
  title: "Terms of Use",
  description: `The terms of use of ${PRODUCT}.`,
  localNote:
    "Local stack: the company's name, its country and its contact address in these terms are samples. A release sets the real ones (VITE_LEGAL_ENTITY, VITE_LEGAL_COUNTRY, VITE_LEGAL_EMAIL) and refuses to build without them.",
  intro: `These terms are an agreement between you and ${entity}, a company registered in ${country} (contact: ${email}).`,
  sections: [
    { heading: "1. Acceptance", paragraphs: ["By using the service you accept these terms."] },
    {
      heading: "2. Eligibility",
      paragraphs: [
        "You must be of legal age in your country. Residents of the United States, Russia, Iran, Cuba, Crimea, Donetsk, Luhansk, North Korea or Syria may not take part in token distributions.",
      ],
    },
    { heading: "3. Your account", paragraphs: ["Keep your credentials safe. Personal information must be updated within 14 days of a change."] },
    { heading: "4. Wallets and tokens", paragraphs: ["You are responsible for your wallets and keys; blockchain transactions cannot be reversed."] },
    { heading: "5. Rewards and badges", paragraphs: ["Badges, points and rewards follow the campaign rules and may change."] },
    { heading: "6. Acceptable use", paragraphs: ["No cheating, bots, fraud or abuse of other players."] },
    { heading: "7. Intellectual property", paragraphs: [`The games, IPs and content belong to ${entity} or its licensors.`] },
    { heading: "8. Third-party services", paragraphs: ["Wallets, exchanges and bridges are run by third parties under their own terms."] },
    { heading: "9. Disclaimers", paragraphs: ["The service is provided as-is."] },
    { heading: "10. Limitation of liability", paragraphs: ["To the extent the law allows, we are not liable for indirect losses."] },
    { heading: "11. Claims", paragraphs: ["Claims must be brought within one year of the event that caused them."] },
    { heading: "12. Changes", paragraphs: ["We may change these terms and will announce material changes."] },
    { heading: "13. Contact", paragraphs: [`${entity}, ${country}, ${email}`] },
  ],
};

/** The airdrop's excluded residents (airdrop-campaigns.md §2). */
export const AIRDROP_EXCLUDED = ["United States", "Russia", "Iran", "Cuba", "Crimea", "Donetsk", "Luhansk", "North Korea", "Syria"];

export const airdropTermsPage: TextPage = {
  title: "Airdrop Terms and Conditions",
  description: `The terms of the ${PRODUCT} badges airdrop.`,
  intro: `These terms apply to the ${PRODUCT} airdrop campaign: its badges, points and the $PEN distributed for them. By taking part you accept them and the Terms of Use.`,
  sections: [
    {
      heading: "1. The campaign",
      paragraphs: ["Players earn up to five badges through challenges; a higher badge gives more $PEN. Each badge can be claimed once per account."],
    },
    { heading: "2. Who may take part", paragraphs: ["Participation is not allowed for residents of:"], list: AIRDROP_EXCLUDED },
    {
      heading: "3. Know your customer",
      paragraphs: ["KYC could be required before tokens are distributed. A participant who does not complete a required KYC forfeits the tokens."],
    },
    {
      heading: "4. Fair play",
      paragraphs: ["One account per person. Bots, multiple accounts and any abuse void the badges and the tokens of every account involved."],
    },
    { heading: "5. Changes", paragraphs: ["The rules, the dates and the amounts may change; changes are announced on our channels."] },
    {
      heading: "Read more",
      links: [
        { label: "Terms of Use", href: "/terms-of-use" },
        { label: "Community First Programme", href: "/community-first-programme" },
      ],
    },
  ],
};

/** The holder programme (airdrop-campaigns.md §2, §9; K25). */
export const HOLDER_PROGRAMME = {
  snapshot: "23 December 2024, 14:00 UTC",
  standard: { multiplier: "1.5x", apy: "600% APY" },
  nft: { multiplier: "4x", apy: "1200% APY" },
  heroes: [
    { name: "Hero NFT", price: "240 ARB or 400 PEN" },
    { name: "Legendary Hero NFT", price: "1 ETH or 10K PEN" },
  ],
};

export const communityFirstPage: TextPage = {
  title: "Community First Programme",
  description: `Holder rewards: earn bonus $PEN by soft staking.`,
  intro: `Holders earn bonus tokens by soft staking: keep your $PEN and your heroes, and ${PRODUCT} rewards you. Snapshot on ${HOLDER_PROGRAMME.snapshot}.`,
  sections: [
    {
      heading: "Rewards",
      list: [
        `Standard holders: up to ${HOLDER_PROGRAMME.standard.multiplier} tokens in three months (${HOLDER_PROGRAMME.standard.apy}).`,
        `NFT holders: up to ${HOLDER_PROGRAMME.nft.multiplier} in three months (${HOLDER_PROGRAMME.nft.apy}).`,
      ],
    },
    {
      heading: "The rules",
      list: [
        "Your $PEN balance must not fall below the snapshot amount during the programme.",
        "Your wallets must be linked to your account.",
        "Two hero NFTs qualify for the higher tiers:",
        ...HOLDER_PROGRAMME.heroes.map((h) => `${h.name}: ${h.price}`),
      ],
    },
    { heading: "Read more", links: [{ label: "Airdrop terms and conditions", href: "/airdrop-terms-and-conditions" }] },
  ],
};
