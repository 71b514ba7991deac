import { describe, expect, it } from "vitest";
import brand from "../../brand.json";
import { Address, beginCell } from "@ton/core";
import { bindTon, issueTonPayload, PAYLOAD_REFUSED } from "./ton-proof";
import { bindTron, expectedDomain, issueBindNonce, unbindWallet, walletsOf } from "./wallets";
import { holdClock, refusal, refused, testPlayer, userById } from "../testing/test-utils";
import { tonWallet, tronAccount } from "../testing/wallets";

const unprocessable = (message: string) => refused(422, message);

/** A player, a TON wallet and a proof of it over a fresh payload, as bindTon takes it. */
function proofOf(seed: string, timestamp?: number, workchain = 0) {
  const p = testPlayer("tp");
  const ton = tonWallet(seed, { workchain });
  const payload = issueTonPayload(p.user).nonce;
  const proof = ton.proof(expectedDomain(), payload, timestamp);
  const input = {
    address: ton.address,
    signature: proof.signature,
    message: payload,
    public_key: ton.publicKey,
    timestamp: proof.timestamp,
    domain: expectedDomain(),
    state_init: ton.stateInit,
  };
  return { p, ton, input };
}

describe("ton_proof's fields, each refused on its own", () => {
  it("a public key that is not 32 bytes of hex", async () => {
    const { p, input } = proofOf("pk");
    expect(await refusal(() => bindTon(p.user, { ...input, public_key: "ab".repeat(31) }))).toEqual(unprocessable("The public key must be 32 bytes in hex"));
  });

  it("a signature that is not 64 bytes of base64", async () => {
    const { p, input } = proofOf("sig");
    const short = Buffer.from(input.signature, "base64").subarray(0, 63).toString("base64");
    for (const signature of [short, "not base64!"])
      expect(await refusal(() => bindTon(p.user, { ...input, signature })), signature).toEqual(
        unprocessable("The proof signature is not a 64-byte base64 signature"),
      );
  });

  it("a public key with anything around its 64 hex digits", async () => {
    const { p, input } = proofOf("pk-around");
    for (const public_key of [`${input.public_key}00`, `0x${input.public_key}`])
      expect(await refusal(() => bindTon(p.user, { ...input, public_key })), public_key).toEqual(unprocessable("The public key must be 32 bytes in hex"));
  });

  it("another wallet's state and key, with its signature over an address that is not its own", async () => {
    const { p, input } = proofOf("victim");
    const attacker = tonWallet("attacker");
    const { signature } = attacker.proof(expectedDomain(), input.message, input.timestamp, Address.parse(input.address).hash);
    const claim = { ...input, public_key: attacker.publicKey, state_init: attacker.stateInit, signature };
    expect(await refusal(() => bindTon(p.user, claim))).toEqual(unprocessable("The wallet state does not belong to the address"));
  });

  it("a wallet state that is base64 but no wallet's, or missing", async () => {
    const { p, input } = proofOf("si");
    const notAWallet = beginCell().storeUint(7, 8).endCell().toBoc().toString("base64");
    expect(await refusal(() => bindTon(p.user, { ...input, state_init: notAWallet }))).toEqual(unprocessable("The wallet state (state_init) cannot be read"));
    expect(await refusal(() => bindTon(p.user, { ...input, state_init: undefined }))).toEqual(
      unprocessable("The wallet state (state_init) is required to check the public key"),
    );
  });

  it("an address that is not a TON address", async () => {
    const { p, input } = proofOf("ad");
    expect(await refusal(() => bindTon(p.user, { ...input, address: "0:not-hex" }))).toEqual(unprocessable("The address is not a TON address"));
  });

  it("a timestamp that is no time, or more than 15 minutes old", async () => {
    const expired = unprocessable("The proof has expired. Please connect again.");
    const negative = proofOf("ts");
    expect(await refusal(() => bindTon(negative.p.user, { ...negative.input, timestamp: -1 }))).toEqual(expired);
    const old = proofOf("old", Math.floor(Date.now() / 1000) - 15 * 60 - 5);
    expect(await refusal(() => bindTon(old.p.user, old.input))).toEqual(expired);
    const fresh = proofOf("fresh", Math.floor(Date.now() / 1000) - 15 * 60 + 30);
    expect(await bindTon(fresh.p.user, fresh.input)).toEqual({ status: true, message: "Ton Account Bound!" });
  });

  it("a proof made up to 15 minutes before, or up to a minute after (a wallet's clock ahead), and no further", async () => {
    const T = 1_800_000_000_000;
    holdClock(T);
    const at = (seconds: number, seed: string) => proofOf(seed, T / 1000 + seconds);
    for (const [seconds, seed] of [
      [-15 * 60, "edge-old"],
      [60, "edge-ahead"],
    ] as const) {
      const { p, input } = at(seconds, seed);
      expect(await bindTon(p.user, input), seed).toEqual({ status: true, message: "Ton Account Bound!" });
    }
    for (const [seconds, seed] of [
      [-15 * 60 - 1, "too-old"],
      [61, "too-far-ahead"],
    ] as const) {
      const { p, input } = at(seconds, seed);
      expect(await refusal(() => bindTon(p.user, input)), seed).toEqual(unprocessable("The proof has expired. Please connect again."));
    }
  });

  it("every field's shape is judged before the payload and the domain: a state that is not base64, a timestamp that is no time", async () => {
    const { p, input } = proofOf("shape-first");
    const elsewhere = { ...input, domain: "elsewhere.example" };
    expect(await refusal(() => bindTon(p.user, { ...elsewhere, state_init: "not base64!" }))).toEqual(
      unprocessable("The wallet state (state_init) cannot be read"),
    );
    expect(await refusal(() => bindTon(p.user, { ...elsewhere, timestamp: -1 }))).toEqual(unprocessable("The proof has expired. Please connect again."));
    expect(await refusal(() => bindTon(p.user, elsewhere))).toEqual(unprocessable("The proof was made for another site"));
  });

  it("a timestamp with a fraction of a second is no time: refused, though its second is fresh", async () => {
    const { p, input } = proofOf("fraction");
    expect(await refusal(() => bindTon(p.user, { ...input, timestamp: input.timestamp + 0.5 }))).toEqual(
      unprocessable("The proof has expired. Please connect again."),
    );
  });

  it("a wallet on the masterchain binds: its workchain (-1) is part of what its proof signs", async () => {
    const { p, input } = proofOf("masterchain", undefined, -1);
    expect(input.address).toMatch(/^-1:[0-9a-f]{64}$/);
    expect(await bindTon(p.user, input)).toEqual({ status: true, message: "Ton Account Bound!" });
    expect(JSON.parse(userById(p.user.id).externalWalletsJson).ton).toEqual({ address: input.address });
  });

  it("a payload issued to another account is refused, and stays its owner's", async () => {
    const owner = proofOf("owner");
    const other = testPlayer("tq");
    expect(await refusal(() => bindTon(other.user, owner.input))).toEqual(unprocessable(PAYLOAD_REFUSED));
    expect(await bindTon(owner.p.user, owner.input)).toEqual({ status: true, message: "Ton Account Bound!" });
  });

  it("a wallet bound to another account is refused with 409, and its payload stays unused", async () => {
    const first = proofOf("shared");
    await bindTon(first.p.user, first.input);
    const second = proofOf("shared");
    expect(await refusal(() => bindTon(second.p.user, second.input))).toEqual({
      status: 409,
      body: { status: false, message: "This wallet is already bound to another account" },
    });
    expect(userById(second.p.user.id).externalWalletsJson).not.toContain("ton");
  });
});

describe("the ton_proof payload", () => {
  it("says when it ends (20 minutes from its issue); a proof over it made after that is refused", async () => {
    const T = 1_800_000_000_000;
    holdClock(T);
    const p = testPlayer("tl");
    const issued = issueTonPayload(p.user);
    expect(issued).toMatchObject({ status: true, nonce: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(Date.parse(issued.expires_at)).toBe(T + 20 * 60_000);
    const ton = tonWallet("expiring");
    const input = (at: number) => {
      const proof = ton.proof(expectedDomain(), issued.nonce, Math.floor(at / 1000));
      return {
        address: ton.address,
        signature: proof.signature,
        message: issued.nonce,
        public_key: ton.publicKey,
        timestamp: proof.timestamp,
        domain: expectedDomain(),
        state_init: ton.stateInit,
      };
    };
    holdClock(T + 20 * 60_000 + 1);
    expect(await refusal(() => bindTon(p.user, input(T + 20 * 60_000)))).toEqual(unprocessable("The proof payload is unknown, expired or already used"));
  });
});

describe("a bind or an unbind writes the account as it is when it writes, not as its request read it", () => {
  it("a Tron bind that waited does not bring back the TON wallet unbound meanwhile, nor an unbind miss a wallet bound meanwhile", async () => {
    const { p, input } = proofOf("read-before");
    await bindTon(userById(p.user.id), input);
    // the Tron bind's request reads the account (the TON wallet bound), then waits
    const read = userById(p.user.id);
    // meanwhile the TON wallet is unbound
    await unbindWallet(userById(p.user.id), "ton");
    const tron = tronAccount("read-before");
    const message = `${expectedDomain()} asks you to bind this Tron wallet to the ${brand.name} account ${p.name}.\n\nNonce: ${issueBindNonce(p.user).nonce}\nIssued At: ${Math.floor(Date.now() / 1000)}`;
    expect(await bindTron(read, { address: tron.address, message, signature: tron.sign(message) })).toEqual({ status: true, message: "Tron Account Bound!" });
    expect(walletsOf(userById(p.user.id))).toEqual({ tron: { address: tron.address } });
    // an unbind whose request read the account before the Tron bind unbinds it
    expect(unbindWallet(read, "tron")).toEqual({ status: true, message: "Wallet unbound" });
    expect(walletsOf(userById(p.user.id))).toEqual({});
  });
});
