/** Only a PNG or JPEG data URL (what the backend stores for an AI picture) is shown as a picture. */
const PICTURE = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/;

/** An avatar's own image (K05: ids 1-8). */
const AVATAR = /^\/avatars\/[1-8]\.svg$/;

interface UserAvatarProps {
  /**
   * The saved AI picture (`profile_picture`), shown instead of the avatar when there is one; or
   * the picture a list gives as an address (a friend's `avatarSrc`: a picture or an avatar's image).
   */
  picture?: string | null;
  /** The chosen avatar (`user_avatar`, 1-8; K05). */
  avatar?: number | null;
  size: number;
  className?: string;
  alt?: string;
}

/** A player's picture: the AI profile picture if saved, else the chosen avatar (accounts-identity.md §2, §3). */
export function UserAvatar({ picture, avatar, size, className, alt = "" }: UserAvatarProps) {
  const src = picture && (PICTURE.test(picture) || AVATAR.test(picture)) ? picture : `/avatars/${avatar && avatar >= 1 && avatar <= 8 ? avatar : 1}.svg`;
  return <img className={className} src={src} alt={alt} width={size} height={size} />;
}
