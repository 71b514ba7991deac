import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { network } from "hardhat";
import { getAddress, hashMessage, keccak256, toHex } from "viem";

/** The suite's smart-contract wallet (ERC-1271) and its CREATE2 factory: what the acceptance tests' smart wallets rest on. */
describe("OwnerWallet", async () => {
  const { viem } = await network.create();
  const [owner, stranger] = await viem.getWalletClients();
  const MAGIC = "0x1626ba7e";

  it("is deployed where the factory said it would be, and knows its owner", async () => {
    const factory = await viem.deployContract("OwnerWalletFactory");
    const salt = keccak256(toHex("salt"));
    const predicted = await factory.read.addressOf([owner.account.address, salt]);
    await factory.write.deploy([owner.account.address, salt]);
    const wallet = await viem.getContractAt("OwnerWallet", predicted);
    assert.equal(await wallet.read.owner(), getAddress(owner.account.address));
  });

  it("a signature is the wallet's only when its owner made it over the hash asked about", async () => {
    const wallet = await viem.deployContract("OwnerWallet", [owner.account.address]);
    const hash = hashMessage("sign in");
    const byOwner = await owner.signMessage({ message: "sign in" });
    assert.equal(await wallet.read.isValidSignature([hash, byOwner]), MAGIC);
    assert.equal(await wallet.read.isValidSignature([hash, await stranger.signMessage({ message: "sign in" })]), "0xffffffff");
    assert.equal(await wallet.read.isValidSignature([hashMessage("another"), byOwner]), "0xffffffff");
    assert.equal(await wallet.read.isValidSignature([hash, "0x1234"]), "0xffffffff");
  });
});
