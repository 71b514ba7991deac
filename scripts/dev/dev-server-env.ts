/**
 * WalletConnect in the local stack: a project id of no WalletConnect Cloud account (a release
 * refuses it) and the relay's stand-in on the mock, reached through the app's own origin (the dev
 * server proxies /__dev, WebSockets included). The dev WalletConnect wallet pairs there too.
 */
export const LOCAL_WALLETCONNECT = {
  VITE_WALLETCONNECT_PROJECT_ID: "0".repeat(32),
  VITE_WALLETCONNECT_RELAY_URL: "/__dev/walletconnect/relay",
} as const;

/**
 * The dev server's configuration in the local stack (`npm start`, and `npm run bench:dev` which
 * measures it): the API proxied to the mock, the stand-ins of the email wallet, of WalletConnect's
 * relay and of the 3D world on the mock, the dev wallet built in, and the demo partner as the faucet.
 */
export const devServerEnv = ({ mockUrl, partnerUrl }: { mockUrl: string; partnerUrl?: string }): Record<string, string> => ({
  BACKEND_URL: mockUrl,
  VITE_ETHERMAIL_AUTH_URL: "/__dev/ethermail",
  VITE_DEV_WALLET: "true",
  ...LOCAL_WALLETCONNECT,
  // the 3D world of the spatial page, stood in by the mock's placeholder scene on its own origin
  VITE_SPATIAL_FRAME_URL: `${mockUrl}/__dev/spatial-scene`,
  // the faucet is a partner site signing in through the widget: the demo partner
  ...(partnerUrl ? { VITE_LINK_FAUCET: partnerUrl } : {}),
});
