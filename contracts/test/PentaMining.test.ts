import assert from "node:assert/strict";
import { before, beforeEach, describe, it } from "node:test";
import { network } from "hardhat";
import { getAddress, keccak256, parseEther, toHex, zeroAddress, zeroHash } from "viem";

/** Every function, modifier and revert of PentaMining, on a fresh simulated chain 3344. */
describe("PentaMining", async () => {
  const { viem, networkHelpers } = await network.create();
  const [owner, moderator, alice, bob] = await viem.getWalletClients();
  const publicClient = await viem.getPublicClient();
  const DAY = 24n * 60n * 60n;
  const FEE = parseEther("0.05");
  /** The game account a start is for (the backend's reference of it). */
  const ACCOUNT = keccak256(toHex("an account"));

  let mining: Awaited<ReturnType<typeof deploy>>;
  async function deploy() {
    return viem.deployContract("PentaMining", [FEE]);
  }
  const as = (client: typeof alice) => ({ client: { wallet: client } });
  let snapshot: Awaited<ReturnType<typeof networkHelpers.takeSnapshot>>;

  before(async () => {
    mining = await deploy();
    await mining.write.addModerator([moderator.account.address]);
    snapshot = await networkHelpers.takeSnapshot();
  });
  beforeEach(async () => snapshot.restore());

  it("is deployed on chain 3344 with the 0.05 PC fee, a 24 h window and the deployer as owner", async () => {
    assert.equal(await publicClient.getChainId(), 3344);
    assert.equal(await mining.read.fee(), FEE);
    assert.equal(await mining.read.resetTime(), DAY);
    assert.equal(getAddress(await mining.read.owner()), getAddress(owner.account.address));
    assert.deepEqual(await mining.read.userFeeStatus([alice.account.address]), [0, 0n, 0n]);
  });

  it("mineWithNoFee records status 1 (1.5x) with its times and emits MinedWithNoFee with the miner and the account", async () => {
    const contract = await viem.getContractAt("PentaMining", mining.address, as(alice));
    const now = BigInt(await networkHelpers.time.latest()) + 1n;
    await networkHelpers.time.setNextBlockTimestamp(now);
    await viem.assertions.emitWithArgs(contract.write.mineWithNoFee([ACCOUNT]), mining, "MinedWithNoFee", [getAddress(alice.account.address), ACCOUNT, now]);
    assert.deepEqual(await mining.read.userFeeStatus([alice.account.address]), [1, now, now]);
  });

  it("mineWithFee takes exactly the fee, records status 2 (x2) and emits MinedWithFee", async () => {
    const contract = await viem.getContractAt("PentaMining", mining.address, as(alice));
    await viem.assertions.balancesHaveChanged(contract.write.mineWithFee([ACCOUNT], { value: FEE }), [
      { address: alice.account.address, amount: -FEE },
      { address: mining.address, amount: FEE },
    ]);
    const [status, createdAt, updatedAt] = await mining.read.userFeeStatus([alice.account.address]);
    assert.equal(status, 2);
    assert.equal(createdAt, updatedAt);
  });

  it("mineWithFee emits MinedWithFee with the miner, the account and the fee paid", async () => {
    const contract = await viem.getContractAt("PentaMining", mining.address, as(alice));
    const now = BigInt(await networkHelpers.time.latest()) + 1n;
    await networkHelpers.time.setNextBlockTimestamp(now);
    await viem.assertions.emitWithArgs(contract.write.mineWithFee([ACCOUNT], { value: FEE }), mining, "MinedWithFee", [
      getAddress(alice.account.address),
      ACCOUNT,
      FEE,
      now,
    ]);
  });

  it("a start that names no account reverts with NoAccount, and the wallet may still start", async () => {
    const contract = await viem.getContractAt("PentaMining", mining.address, as(alice));
    await viem.assertions.revertWithCustomError(contract.write.mineWithNoFee([zeroHash]), mining, "NoAccount");
    await viem.assertions.revertWithCustomError(contract.write.mineWithFee([zeroHash], { value: FEE }), mining, "NoAccount");
    assert.deepEqual(await mining.read.userFeeStatus([alice.account.address]), [0, 0n, 0n]);
    await contract.write.mineWithNoFee([ACCOUNT]);
  });

  it("mineWithFee reverts with WrongFee for any other amount", async () => {
    const contract = await viem.getContractAt("PentaMining", mining.address, as(alice));
    await viem.assertions.revertWithCustomErrorWithArgs(contract.write.mineWithFee([ACCOUNT], { value: FEE - 1n }), mining, "WrongFee", [FEE, FEE - 1n]);
    await viem.assertions.revertWithCustomErrorWithArgs(contract.write.mineWithFee([ACCOUNT], { value: 0n }), mining, "WrongFee", [FEE, 0n]);
  });

  it("allows one start per wallet per 24 hours, of either kind; AlreadyMining carries when it becomes possible", async () => {
    const contract = await viem.getContractAt("PentaMining", mining.address, as(alice));
    await contract.write.mineWithNoFee([ACCOUNT]);
    const first = BigInt(await networkHelpers.time.latest());
    await viem.assertions.revertWithCustomErrorWithArgs(contract.write.mineWithNoFee([ACCOUNT]), mining, "AlreadyMining", [
      getAddress(alice.account.address),
      first + DAY,
    ]);
    await viem.assertions.revertWithCustomErrorWithArgs(contract.write.mineWithFee([ACCOUNT], { value: FEE }), mining, "AlreadyMining", [
      getAddress(alice.account.address),
      first + DAY,
    ]);
    // another wallet is not blocked
    const other = await viem.getContractAt("PentaMining", mining.address, as(bob));
    await other.write.mineWithNoFee([ACCOUNT]);
    // each call's block is dated exactly: the chain dates a block by its own clock, which a busy
    // machine moves on by seconds between two calls
    await networkHelpers.time.setNextBlockTimestamp(first + DAY - 1n);
    await viem.assertions.revertWithCustomError(contract.write.mineWithNoFee([ACCOUNT]), mining, "AlreadyMining");
    await networkHelpers.time.setNextBlockTimestamp(first + DAY + 1n);
    await contract.write.mineWithFee([ACCOUNT], { value: FEE });
    const [status, createdAt, updatedAt] = await mining.read.userFeeStatus([alice.account.address]);
    assert.equal(status, 2);
    assert.equal(createdAt, first);
    assert.equal(updatedAt, first + DAY + 1n);
  });

  it("only the owner adds and removes moderators, never the zero address", async () => {
    const asAlice = await viem.getContractAt("PentaMining", mining.address, as(alice));
    await viem.assertions.revertWithCustomError(asAlice.write.addModerator([bob.account.address]), mining, "NotOwner");
    await viem.assertions.revertWithCustomError(asAlice.write.removeModerator([moderator.account.address]), mining, "NotOwner");
    await viem.assertions.revertWithCustomError(mining.write.addModerator([zeroAddress]), mining, "ZeroAddress");
    await viem.assertions.emitWithArgs(mining.write.addModerator([bob.account.address]), mining, "ModeratorAdded", [getAddress(bob.account.address)]);
    assert.equal(await mining.read.moderators([bob.account.address]), true);
    await viem.assertions.emitWithArgs(mining.write.removeModerator([bob.account.address]), mining, "ModeratorRemoved", [getAddress(bob.account.address)]);
    assert.equal(await mining.read.moderators([bob.account.address]), false);
  });

  it("moderators set the fee and the reset time; others cannot; the reset time is never zero", async () => {
    const asModerator = await viem.getContractAt("PentaMining", mining.address, as(moderator));
    const asAlice = await viem.getContractAt("PentaMining", mining.address, as(alice));
    await viem.assertions.revertWithCustomError(asAlice.write.setFee([1n]), mining, "NotModerator");
    await viem.assertions.revertWithCustomError(mining.write.setFee([1n]), mining, "NotModerator");
    await viem.assertions.revertWithCustomError(asAlice.write.setResetTime([60n]), mining, "NotModerator");
    await viem.assertions.emitWithArgs(asModerator.write.setFee([parseEther("0.1")]), mining, "FeeChanged", [FEE, parseEther("0.1")]);
    assert.equal(await mining.read.fee(), parseEther("0.1"));
    await viem.assertions.revertWithCustomError(asModerator.write.setResetTime([0n]), mining, "InvalidResetTime");
    await viem.assertions.emitWithArgs(asModerator.write.setResetTime([3600n]), mining, "ResetTimeChanged", [DAY, 3600n]);
    // the new window applies at once
    await asAlice.write.mineWithNoFee([ACCOUNT]);
    await networkHelpers.time.increase(3600);
    await asAlice.write.mineWithNoFee([ACCOUNT]);
  });

  it("the owner withdraws the collected fees; nobody else can; empty and failed transfers revert", async () => {
    const asAlice = await viem.getContractAt("PentaMining", mining.address, as(alice));
    await viem.assertions.revertWithCustomError(mining.write.withdraw([owner.account.address]), mining, "NothingToWithdraw");
    await asAlice.write.mineWithFee([ACCOUNT], { value: FEE });
    await viem.assertions.revertWithCustomError(asAlice.write.withdraw([alice.account.address]), mining, "NotOwner");
    await viem.assertions.revertWithCustomError(mining.write.withdraw([zeroAddress]), mining, "ZeroAddress");
    const rejecter = await viem.deployContract("RejectEther");
    await viem.assertions.revertWithCustomError(mining.write.withdraw([rejecter.address]), mining, "TransferFailed");
    await viem.assertions.balancesHaveChanged(mining.write.withdraw([bob.account.address]), [
      { address: bob.account.address, amount: FEE },
      { address: mining.address, amount: -FEE },
    ]);
    await viem.assertions.emitWithArgs(
      (async () => {
        await asAlice.write.mineWithFee([ACCOUNT], { value: FEE }).catch(() => undefined);
        await networkHelpers.time.increase(DAY);
        await asAlice.write.mineWithFee([ACCOUNT], { value: FEE });
        return mining.write.withdraw([bob.account.address]);
      })(),
      mining,
      "Withdrawn",
      [getAddress(bob.account.address), FEE],
    );
  });

  it("costs little gas to start mining", async () => {
    const asAlice = await viem.getContractAt("PentaMining", mining.address, as(alice));
    const asBob = await viem.getContractAt("PentaMining", mining.address, as(bob));
    const noFee = await publicClient.waitForTransactionReceipt({ hash: await asAlice.write.mineWithNoFee([ACCOUNT]) });
    const withFee = await publicClient.waitForTransactionReceipt({ hash: await asBob.write.mineWithFee([ACCOUNT], { value: FEE }) });
    console.log(`gas: mineWithNoFee ${noFee.gasUsed}, mineWithFee ${withFee.gasUsed}`);
    assert.ok(noFee.gasUsed < 80_000n);
    assert.ok(withFee.gasUsed < 80_000n);
  });
});
