import { nullable, primaryKey } from "@mswjs/data";

/** The accounts: players, sessions, single-use tokens, mail, captchas, two-factor state, linked socials. */
export const accountsModels = {
  user: {
    id: primaryKey(String),
    username: String,
    email: String,
    passwordHash: String,
    salt: String,
    verified: Boolean,
    emailValidatedAt: nullable(String),
    referredBy: nullable(String),
    referralVerified: Boolean,
    userFrom: String,
    mmAddress: nullable(String),
    walletType: nullable(String),
    userAvatar: nullable(Number),
    extraDataJson: String,
    externalWalletsJson: String,
    interestText: nullable(String),
    profilePicture: nullable(String),
    /** A new email waiting for its verification link (the old one stays in use until then). */
    pendingEmail: nullable(String),
    centralisedWallet: nullable(String),
    createdAt: String,
  },
  session: {
    /** The token's key (tokenKey: its SHA-256); the token itself is never stored. */
    token: primaryKey(String),
    /** The session's public id (listSessions): the token never leaves its holder. */
    id: String,
    userId: String,
    /** Browser and system of the last use, and where it came from (the client address). */
    device: String,
    place: String,
    createdAt: Number,
    lastSeenAt: Number,
    revoked: Boolean,
  },
  captcha: {
    id: primaryKey(String),
    answer: String,
    expiresAt: Number,
  },
  /** Single-use tokens: email verification links, sign-in error tokens, reset tokens, login keys. */
  oneTime: {
    /** The token's key (tokenKey), but for used_signature, whose token is already a digest. */
    token: primaryKey(String),
    kind: String,
    userId: String,
    expiresAt: Number,
    used: Boolean,
    /** What the token carries besides its user (the wallet address of an email-wallet token). */
    data: nullable(String),
  },
  mail: {
    id: primaryKey(Number),
    to: String,
    subject: String,
    text: String,
    link: String,
    createdAt: String,
  },
  /** Two-factor state of a player: the confirmed and pending secrets, replay and lockout guards. */
  twoFactor: {
    userId: primaryKey(String),
    secret: nullable(String),
    pendingSecret: nullable(String),
    /** The last time step accepted: a code of that step or an earlier one is refused (RFC 6238 §5.2). */
    lastStep: Number,
    failures: Number,
    lockedUntil: Number,
    /** Hashes of the unused recovery codes. */
    recoveryJson: String,
  },
  /** A social account connected to a player (`{network}:{account id}`): one player per account. */
  socialLink: {
    id: primaryKey(String),
    network: String,
    userId: String,
    handle: String,
  },
};
