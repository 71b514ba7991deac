import { nullable, primaryKey } from "@mswjs/data";

/** The site and the social graph: job applications, newsletter subscribers, friendships, 3D spaces. */
export const siteModels = {
  application: {
    id: primaryKey(String),
    fieldsJson: String,
    resumeName: String,
    resumeSize: Number,
    createdAt: String,
  },
  subscriber: {
    email: primaryKey(String),
    createdAt: String,
  },
  friendship: {
    id: primaryKey(Number),
    fromId: String,
    toId: String,
    status: String,
    /** When the receiver accepted or rejected it (null while pending). */
    answeredAt: nullable(Number),
  },
  /** A player's public 3D space (in production the 3D world's service owns them; the counts are its). */
  space: {
    id: primaryKey(String),
    ownerId: String,
    name: String,
    about: String,
    visits: Number,
    likes: Number,
  },
  /** The spatial early-access list: one row per address (lower case). */
  spatialWhitelist: {
    email: primaryKey(String),
    spaceOwnerId: String,
    referralCode: nullable(String),
    createdAt: String,
  },
  /** The creators shown in the influencer widget list (site.yaml getInfluencerWidgets). */
  influencer: {
    id: primaryKey(String),
    name: String,
    image: String,
    link: String,
    displayOrder: Number,
  },
};
