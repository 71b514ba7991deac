/**
 * What the seed lists beside its players: the creators of the influencer widget and the mining
 * partners, with the paths of their pictures. The pictures are drawn from the names
 * (scripts/dev/build-people-art.ts: a creator's portrait in public/creators/, a partner's emblem in
 * public/partners/), so the lists and the files cannot drift apart.
 */
export const INFLUENCERS = [
  { name: "Crypto Knights", image: "/creators/crypto-knights.svg", link: "https://x.com/cryptoknights" },
  { name: "Borgo Plays", image: "/creators/borgo-plays.svg", link: "https://x.com/borgoplays" },
  { name: "HK Connect", image: "/creators/hk-connect.svg", link: "https://x.com/hkconnect" },
  { name: "Chain Coin98", image: "/creators/chain-coin98.svg", link: "https://x.com/coin98_wallet" },
];

/** The mining partners; Ember Forge is inactive (not listed), and the display order is not the insertion order. */
export const PARTNERS = [
  { name: "Hero Guild", logo: "/partners/hero-guild.svg", marketplaceLink: "https://market.penta.local/collections/heroes", active: true, displayOrder: 2 },
  {
    name: "Digital Art Fair",
    logo: "/partners/art-fair.svg",
    marketplaceLink: "https://market.penta.local/collections/digital-art-fair",
    active: true,
    displayOrder: 1,
  },
  {
    name: "Ember Forge",
    logo: "/partners/ember-forge.svg",
    marketplaceLink: "https://market.penta.local/collections/ember-forge",
    active: false,
    displayOrder: 3,
  },
  { name: "Pixel Pals", logo: "/partners/pixel-pals.svg", marketplaceLink: "https://market.penta.local/collections/pixel-pals", active: true, displayOrder: 4 },
];
