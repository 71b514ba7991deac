import assert from "node:assert/strict";
import { before, beforeEach, describe, it } from "node:test";
import { network } from "hardhat";
import { getAddress, parseEther, zeroAddress } from "viem";

/** Every function, modifier and revert of PentaMining, on a fresh simulated chain 3344. */
describe("PentaMining", async () => {
  const { viem, networkHelpers } = await network.create();
  const [owner, moderator, alice, bob] = await viem.getWalletClients();
  const publicClient = await viem.getPublicClient();
  const DAY = 24n * 60n * 60n;
  const FEE = parseEther("0.05");

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

  it("mineWithNoFee records status 1 (1.5x) with its times and emits MinedWithNoFee", async () => {
    const contract = await viem.getContractAt("PentaMining", mining.address, as(alice));
    const hash = contract.write.mineWithNoFee();
    await viem.assertions.emit(hash, mining, "MinedWithNoFee");
    const now = BigInt(await networkHelpers.time.latest());
    assert.deepEqual(await mining.read.userFeeStatus([alice.account.address]), [1, now, now]);
  });

  it("mineWithFee takes exactly the fee, records status 2 (x2) and emits MinedWithFee", async () => {
    const contract = await viem.getContractAt("PentaMining", mining.address, as(alice));
    await viem.assertions.balancesHaveChanged(contract.write.mineWithFee({ value: FEE }), [
      { address: alice.account.address, amount: -FEE },
      { address: mining.address, amount: FEE },
    ]);
    const [status, createdAt, updatedAt] = await mining.read.userFeeStatus([alice.account.address]);
    assert.equal(status, 2);
    assert.equal(createdAt, updatedAt);
  });

  it("mineWithFee reverts with WrongFee for any other amount", async () => {
    const contract = await viem.getContractAt("PentaMining", mining.address, as(alice));
    await viem.assertions.revertWithCustomErrorWithArgs(contract.write.mineWithFee({ value: FEE - 1n }), mining, "WrongFee", [FEE, FEE - 1n]);
    await viem.assertions.revertWithCustomErrorWithArgs(contract.write.mineWithFee({ value: 0n }), mining, "WrongFee", [FEE, 0n]);
  });

  it("allows one start per wallet per 24 hours, of either kind; AlreadyMining carries when it becomes possible", async () => {
    const contract = await viem.getContractAt("PentaMining", mining.address, as(alice));
    await contract.write.mineWithNoFee();
    const first = BigInt(await networkHelpers.time.latest());
    await viem.assertions.revertWithCustomErrorWithArgs(contract.write.mineWithNoFee(), mining, "AlreadyMining", [
      getAddress(alice.account.address),
      first + DAY,
    ]);
    await viem.assertions.revertWithCustomErrorWithArgs(contract.write.mineWithFee({ value: FEE }), mining, "AlreadyMining", [
      getAddress(alice.account.address),
      first + DAY,
    ]);
    // another wallet is not blocked
    const other = await viem.getContractAt("PentaMining", mining.address, as(bob));
    await other.write.mineWithNoFee();
    // each call's block is dated exactly: the chain dates a block by its own clock, which a busy
    // machine moves on by seconds between two calls
    await networkHelpers.time.setNextBlockTimestamp(first + DAY - 1n);
    await viem.assertions.revertWithCustomError(contract.write.mineWithNoFee(), mining, "AlreadyMining");
    await networkHelpers.time.setNextBlockTimestamp(first + DAY + 1n);
    await contract.write.mineWithFee({ value: FEE });
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
    await asAlice.write.mineWithNoFee();
    await networkHelpers.time.increase(3600);
    await asAlice.write.mineWithNoFee();
  });

  it("the owner withdraws the collected fees; nobody else can; empty and failed transfers revert", async () => {
    const asAlice = await viem.getContractAt("PentaMining", mining.address, as(alice));
    await viem.assertions.revertWithCustomError(mining.write.withdraw([owner.account.address]), mining, "NothingToWithdraw");
    await asAlice.write.mineWithFee({ value: FEE });
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
        await asAlice.write.mineWithFee({ value: FEE }).catch(() => undefined);
        await networkHelpers.time.increase(DAY);
        await asAlice.write.mineWithFee({ value: FEE });
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
    const noFee = await publicClient.waitForTransactionReceipt({ hash: await asAlice.write.mineWithNoFee() });
    const withFee = await publicClient.waitForTransactionReceipt({ hash: await asBob.write.mineWithFee({ value: FEE }) });
    console.log(`gas: mineWithNoFee ${noFee.gasUsed}, mineWithFee ${withFee.gasUsed}`);
    assert.ok(noFee.gasUsed < 80_000n);
    assert.ok(withFee.gasUsed < 80_000n);
  });
});
