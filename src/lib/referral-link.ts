/** A player's referral link: the sign-up path carries their username as the code (K17). */
export const referralLink = (username: string) => `${window.location.origin}/sign-up/${encodeURIComponent(username)}`;
