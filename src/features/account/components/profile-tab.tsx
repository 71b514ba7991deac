import { InfoList } from "@/components/info-list";
import { shortAddress } from "@/lib/format";
import { useSignedInUser } from "../api/user-info";

/** The Profile tab: the signed-in user's info (the editable profile form arrives with the profile issue). */
export function ProfileTab() {
  const user = useSignedInUser();
  const rows: [string, string][] = [
    ["Username", user.username],
    ["Email", user.email],
    ["Email validated", user.verified ? "Yes" : "No"],
    ["Wallet", user.mm_address ? shortAddress(user.mm_address) : "Not connected"],
    ["X", user.extra_data.twitter_username ?? "Not connected"],
    ["Telegram", user.extra_data.telegram_username ?? "Not connected"],
  ];
  return <InfoList rows={rows} />;
}
