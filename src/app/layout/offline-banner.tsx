import { useOffline } from "@/lib/use-offline";

/**
 * While the device is offline, every page says so at the top: nothing is loaded or sent in the
 * meantime (calls fail at once and say what failed, lib/query-client.ts), and what the player typed
 * stays where it is for when the connection is back.
 */
export function OfflineBanner() {
  const offline = useOffline();
  if (!offline) return null;
  return (
    <p className="offline-banner" role="status">
      You are offline. Nothing can be loaded or sent until the connection is back; what you typed stays on the page.
    </p>
  );
}
