import { Trx, TronWeb } from "tronweb";
import { describe, expect, it } from "vitest";
import { devTronKey, signTronMessageV2, tronAddressOf } from "./dev-tron-wallet";

/** The local stack's dev Tron wallet signs as TronLink's TronWeb does (TronWeb runs in node, not in jsdom). */
describe("the dev Tron wallet", () => {
  it("its address is TronWeb's for the key, and its signMessageV2 is TronWeb's, which verifyMessageV2 recovers to the address", async () => {
    const key = devTronKey("tron_player");
    expect(tronAddressOf(key)).toBe(TronWeb.address.fromPrivateKey(key.slice(2)));
    const message = "127.0.0.1:5173 asks you to bind this Tron wallet to the Penta account tron_player.\n\nNonce: abc\nIssued At: 1700000000 é";
    const signature = await signTronMessageV2(key, message);
    expect(signature).toMatch(/^0x[0-9a-f]{128}(1b|1c)$/);
    expect(signature).toBe(Trx.signMessageV2(message, key.slice(2)));
    expect(Trx.verifyMessageV2(message, signature)).toBe(tronAddressOf(key));
    expect(Trx.verifyMessageV2(`${message}.`, signature)).not.toBe(tronAddressOf(key));
  });

  it("every fresh key's address is TronWeb's", () => {
    for (let i = 0; i < 5; i++) {
      const key = devTronKey(`p${i}`);
      expect(tronAddressOf(key)).toBe(TronWeb.address.fromPrivateKey(key.slice(2)));
    }
  });
});
