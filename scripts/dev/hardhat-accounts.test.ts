import { mnemonicToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { HARDHAT_ACCOUNTS, HARDHAT_MNEMONIC } from "../../chain.config.ts";

describe("Hardhat's default accounts (chain.config.ts)", () => {
  it("are the first 20 accounts of the test mnemonic, in order, as Hardhat derives them (m/44'/60'/0'/0/i)", () => {
    const derived = Array.from({ length: 20 }, (_, addressIndex) => mnemonicToAccount(HARDHAT_MNEMONIC, { addressIndex }).address);
    expect(HARDHAT_ACCOUNTS).toEqual(derived);
  });
});
