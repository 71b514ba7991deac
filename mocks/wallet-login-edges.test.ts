import { describe, expect, it } from "vitest";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { bindEvm, bindTron, expectedDomain, issueBindNonce, unbindWallet, walletLogin } from "./domain/wallets";
import { testPlayer, refusal, refused, walletOfPlayer } from "./test-utils";
import { tronAccount } from "./testing/wallets";

const unprocessable = (message: string) => refused(422, message);

describe("wallet sign-in (EIP-4361)", () => {
  it("needs the address, a hex signature and the message", async () => {
    const { account, message } = walletOfPlayer("wl");
    const incomplete = { status: 400, body: { status: false, message: "Invalid request: signature, address and message are required" } };
    const text = message();
    const signature = await account.signMessage({ message: text });
    expect(await refusal(() => walletLogin({ address: account.address, message: text }))).toEqual(incomplete);
    expect(await refusal(() => walletLogin({ address: account.address, signature }))).toEqual(incomplete);
    expect(await refusal(() => walletLogin({ message: text, signature }))).toEqual(incomplete);
    expect(await refusal(() => walletLogin({ address: account.address, message: text, signature: "not hex" }))).toEqual(incomplete);
  });

  it("the statement must be this site's, the address the signer's", async () => {
    const { message, signIn } = walletOfPlayer("wl");
    expect(await refusal(() => signIn(message({ statement: "Sign in to Elsewhere" })))).toEqual(
      unprocessable("The sign-in message has an unexpected statement"),
    );
    const other = privateKeyToAccount(generatePrivateKey());
    expect(await refusal(() => signIn(message(), other.address))).toEqual(unprocessable("The sign-in message names another address"));
  });

  it("an expiration time passed is refused, one to come is not; so is a not-before time to come", async () => {
    const { message, signIn, p } = walletOfPlayer("wl");
    const expired = unprocessable("The sign-in message has expired. Please sign again.");
    expect(await refusal(() => signIn(message({ expirationTime: new Date(Date.now() - 1000) })))).toEqual(expired);
    expect(await refusal(() => signIn(message({ notBefore: new Date(Date.now() + 60_000) })))).toEqual(unprocessable("The sign-in message is not valid yet"));
    const session = await signIn(message({ expirationTime: new Date(Date.now() + 60_000), notBefore: new Date(Date.now() - 1000) }));
    expect(session.user.username).toBe(p.name);
  });
});

describe("binding and unbinding", () => {
  const bindText = (username: string, nonce: string, kind = "wallet") =>
    `${expectedDomain()} asks you to bind this ${kind} to the Penta account ${username}.\n\nNonce: ${nonce}\nIssued At: ${Math.floor(Date.now() / 1000)}`;

  it("an EVM bind needs an address and a signature of 64 to 512 bytes in hex", async () => {
    const p = testPlayer("bd");
    const account = privateKeyToAccount(generatePrivateKey());
    const message = bindText(p.name, issueBindNonce(p.user).nonce);
    const signature = await account.signMessage({ message });
    const mismatch = unprocessable("The signature does not match the address");
    expect(
      await refusal(() => bindEvm(p.user, { address: account.address, message, signature: signature.slice(0, 2 + 126), wallet_type: "metamask" })),
    ).toEqual(mismatch);
    expect(await refusal(() => bindEvm(p.user, { address: "0x12", message, signature, wallet_type: "metamask" }))).toEqual(mismatch);
    expect(await bindEvm(p.user, { address: account.address, message, signature, wallet_type: "metamask" })).toEqual({
      status: true,
      message: "MetaMask Account Bound!",
    });
  });

  it("a Tron bind whose signature cannot be read is refused; a signature used once is refused again", async () => {
    const p = testPlayer("bt");
    const tron = tronAccount(`edges-${p.name}`);
    const message = bindText(p.name, issueBindNonce(p.user).nonce, "Tron wallet");
    expect(await refusal(() => bindTron(p.user, { address: tron.address, message, signature: "0xnot-a-signature" }))).toEqual(
      unprocessable("The signature does not match the address"),
    );
    const signature = tron.sign(message);
    expect(await bindTron(p.user, { address: tron.address, message, signature })).toEqual({ status: true, message: "Tron Account Bound!" });
    const again = bindText(p.name, issueBindNonce(p.user).nonce, "Tron wallet");
    expect(await refusal(() => bindTron(p.user, { address: tron.address, message: again, signature }))).toEqual(
      unprocessable("This signature was already used. Please sign again."),
    );
  });

  it("unbinding a kind of wallet the account does not have names it", async () => {
    const p = testPlayer("ub");
    for (const [kind, name] of [
      ["evm", "EVM"],
      ["tron", "Tron"],
      ["ton", "TON"],
    ] as const)
      expect(await refusal(async () => unbindWallet(p.user, kind))).toEqual({
        status: 404,
        body: { status: false, message: `No ${name} wallet is bound to this account` },
      });
  });
});
