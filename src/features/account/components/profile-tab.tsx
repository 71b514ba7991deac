import { useState } from "react";
import { InfoList } from "@/components/info-list";
import { UserAvatar } from "@/components/user-avatar";
import { AVATARS } from "@/config/constants";
import { shortAddress } from "@/lib/format";
import { useSignedInUser } from "../api/user-info";
import { AvatarDialog } from "./avatar-dialog";
import { PictureDialog } from "./picture-dialog";
import { ProfileForm } from "./profile-form";
import { SocialSection } from "./social-section";
import "@/features/account/account.css";

/**
 * The Profile tab (accounts-identity.md §2): the player's picture with the avatar and AI picture
 * popups, the profile form, the social sections and the read-only connected wallets (the connect
 * buttons are the wallet panel below, composed by the route).
 */
export function ProfileTab() {
  const user = useSignedInUser();
  const [dialog, setDialog] = useState<"avatar" | "picture" | null>(null);
  // the avatar's name while the avatar is the picture shown (a saved AI picture is shown instead)
  const avatarName = user.profile_picture ? undefined : AVATARS.find((a) => a.id === user.user_avatar)?.name;
  // the bound Tron and TON wallets are shown read-only by the wallet panel below
  const wallets: [string, string][] = [
    ["Username", user.username],
    ["Email validated", user.verified ? "Yes" : "No"],
    // bound to the account (the wallet panel below says what this browser is connected with)
    ["Bound wallet", user.mm_address ? shortAddress(user.mm_address) : "None bound yet"],
  ];
  return (
    <>
      <div className="profile-head">
        <UserAvatar className="profile-head__picture" picture={user.profile_picture} avatar={user.user_avatar} size={96} alt={`${user.username}'s picture`} />
        <div className="mine__actions">
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setDialog("avatar")}>
            Change avatar{avatarName ? ` (${avatarName})` : ""}
          </button>
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setDialog("picture")}>
            AI profile picture
          </button>
        </div>
      </div>
      <InfoList rows={wallets} />
      <ProfileForm user={user} />
      <SocialSection user={user} />
      {dialog === "avatar" && <AvatarDialog open onClose={() => setDialog(null)} current={user.user_avatar} />}
      {dialog === "picture" && <PictureDialog open onClose={() => setDialog(null)} initialText={user.interest_text ?? ""} />}
    </>
  );
}
