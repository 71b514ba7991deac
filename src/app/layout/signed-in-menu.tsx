import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect, useId, useRef, useState } from "react";
import { UserAvatar } from "@/components/user-avatar";
import { explorerAddressUrl } from "@/config/env";
import { userInfoQuery } from "@/features/account/api/user-info";
import { useLogout } from "@/features/auth/api/session";
import { pendingRequestsQuery } from "@/features/friends/api/friends";
import { afterNextPaint } from "@/lib/after-paint";
import { FriendsDialogs, type FriendsDialog } from "@/features/friends/components/friends-dialogs";
import "@/app/layout/layout.css";
import { BusyButton } from "@/components/busy-button";

/** The signed-in part of the right-hand menu: loaded only once someone is signed in. */
export default function SignedInMenu() {
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<FriendsDialog | null>(null);
  const menuId = useId();
  const ref = useRef<HTMLDivElement>(null);
  // where focus goes when the menu closes on Escape, and when a dialog opened from it closes (its item is gone)
  const trigger = useRef<HTMLButtonElement>(null);
  const user = useQuery(userInfoQuery()).data;
  const pending = useQuery(pendingRequestsQuery({ poll: true }));
  const hasPending = (pending.data?.result.length ?? 0) > 0;
  const logout = useLogout();

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => !ref.current?.contains(e.target as Node) && setOpen(false);
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener("mousedown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  // the menu closes at once; the dialog (its list and the call for it) opens once that has painted
  const pick = (d: FriendsDialog) => {
    setOpen(false);
    afterNextPaint(() => setDialog(d));
  };
  const centralWallet = user?.centralised_wallet_address;
  return (
    <div className="account-menu" ref={ref}>
      <button
        type="button"
        ref={trigger}
        className="account-icon"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        {user ? (
          <UserAvatar className="account-icon__picture" picture={user.profile_picture} avatar={user.user_avatar} size={32} />
        ) : (
          <img src="/brand/account.svg" alt="" width={32} height={32} />
        )}
        <span className="visually-hidden">Account menu{user ? ` for ${user.username}` : ""}</span>
        {hasPending && <span className="dot" aria-hidden="true" />}
      </button>
      {open && (
        <ul id={menuId} className="account-menu__list" aria-label="Account">
          <li>
            <Link to="/account" onClick={() => setOpen(false)}>
              {user?.username ?? "My account"}
            </Link>
          </li>
          <li>
            <button type="button" onClick={() => pick("friends")}>
              Friends
            </button>
          </li>
          <li>
            <button type="button" onClick={() => pick("find")}>
              Find Friends
            </button>
          </li>
          <li>
            <button type="button" onClick={() => pick("requests")}>
              Request {hasPending && <span className="dot dot--inline" aria-label="pending requests" />}
            </button>
          </li>
          {centralWallet && (
            <li>
              <a href={explorerAddressUrl(centralWallet, "tokens")} target="_blank" rel="noreferrer noopener">
                MyPals Token
              </a>
            </li>
          )}
          <li>
            <BusyButton type="button" onClick={() => logout.mutate({})} busy={logout.isPending}>
              Logout
            </BusyButton>
          </li>
        </ul>
      )}
      <FriendsDialogs open={dialog} onClose={() => setDialog(null)} me={user?.username ?? ""} returnFocus={trigger} />
    </div>
  );
}
