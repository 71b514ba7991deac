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

  it("its address is base58check (Bitcoin's alphabet, a double-SHA-256 checksum) of 0x41 and the key's Ethereum address", () => {
    // the key 1: Ethereum address 0x7E5F4552091A69125d5DfCb7b8C2659029395Bdf
    const one = `0x${"0".repeat(63)}1` as const;
    expect(tronAddressOf(one)).toBe("TMVQGm1qAQYVdetCeGRRkTWYYrLXuHK2HC");
    expect(TronWeb.address.toHex(tronAddressOf(one))).toBe("417e5f4552091a69125d5dfcb7b8c2659029395bdf");
    // the largest key (n - 1): its address holds letters near both ends of the alphabet
    expect(tronAddressOf("0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364140")).toBe("TMhzXhj5o7aG14eMHn2htGe7ek39hiriPN");
  });

  it("every fresh key's address is TronWeb's, and TronWeb finds its checksum right", () => {
    for (let i = 0; i < 5; i++) {
      const key = devTronKey(`p${i}`);
      expect(tronAddressOf(key)).toBe(TronWeb.address.fromPrivateKey(key.slice(2)));
      expect(TronWeb.isAddress(tronAddressOf(key))).toBe(true);
    }
  });
});
