// `npm run chain`: the local chain 3344 on 127.0.0.1:8545 with the mining contract deployed by
// Ignition (no prompt). Hardhat's default accounts are funded (10,000 PC each); the demo account
// alice's wallet is account #1. The deployer and nonce are fixed, so the address is always the same.
// CHAIN_PORT starts another one beside it; a comma-separated list of ports starts a chain on each,
// in this one process, each with its own state (the acceptance suite's worker slots). Each gets its
// own Ignition deployment id, so their journals never mix.
// CHAIN_MINING_DEPLOYER_KEY deploys the contract from that key instead (at its own address, as a
// production deployment has one; the release build's host test uses it).
// CHAIN_DEPLOY=direct: what the Ignition module does (the contract from Hardhat's first account at
// nonce 0, that account made moderator), sent from here with viem: the same chain, without a second
// Hardhat process and its start-up. The test harnesses use it (a chain per acceptance worker,
// one per Vitest run, the perf run's); `npm start` deploys with Ignition.
// The chains are Hardhat's simulated network `node` (hardhat.config.ts), served from this process
// through Hardhat's own JSON-RPC server, as `hardhat node` serves it: loading Hardhat once for every
// chain costs less than a `hardhat node` process each.
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { promisify } from "node:util";
import hre from "hardhat";
import { createWalletClient, getContractAddress, http, parseEther, type Abi, type Account, type Hex } from "viem";
import { mnemonicToAccount, privateKeyToAccount } from "viem/accounts";
import { CHAIN, HARDHAT_MNEMONIC, INITIAL_FEE_WEI, LOCAL_MINING_ADDRESS } from "../../chain.config.ts";

const run = promisify(execFile);
const ports = (process.env.CHAIN_PORT ?? "8545").split(",").map(Number);
if (!ports.length || ports.some((port) => !Number.isInteger(port) || port <= 0))
  throw new Error(`CHAIN_PORT must be a port or a comma-separated list of ports, not ${process.env.CHAIN_PORT}`);
// the chains never outlive whoever started this script: it ends when its parent is gone without a
// signal (tsx, or the CHAIN_OWNER_PID process: a test worker killed), which would leave it holding the ports
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(0));
const parent = process.ppid;
const owner = Number(process.env.CHAIN_OWNER_PID) || 0;
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
setInterval(() => (process.ppid !== parent || (owner > 0 && !alive(owner))) && process.exit(0), 1000).unref();

for (const port of ports) await (await hre.network.createServer("node", "127.0.0.1", port)).listen();

/** The compiled mining contract, read by the deployments sent from here (Ignition reads and compiles its own). */
const artifact = () => JSON.parse(readFileSync("artifacts/contracts/PentaMining.sol/PentaMining.json", "utf8")) as { abi: Abi; bytecode: Hex };

/** Deploys the mining contract on the chain at `port` and says where it is (the line the harnesses wait for). */
async function deploy(port: number): Promise<string> {
  const rpcUrl = `http://127.0.0.1:${port}`;
  const rpc = async (method: string, params: unknown[] = []): Promise<string | undefined> => {
    const res = await fetch(rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
    });
    return ((await res.json()) as { result?: string }).result;
  };
  // the node's request log only when asked for
  if (process.env.CHAIN_VERBOSE) await rpc("hardhat_setLoggingEnabled", [true]);
  const walletOf = (account: Account) =>
    createWalletClient({
      account,
      chain: { id: CHAIN.id, name: CHAIN.name, nativeCurrency: CHAIN.currency, rpcUrls: { default: { http: [rpcUrl] } } },
      transport: http(rpcUrl),
    });
  const said = (address: string) => `chain ${CHAIN.id} (${CHAIN.hex}) on ${rpcUrl}; PentaMining at ${address}`;

  if (process.env.CHAIN_MINING_DEPLOYER_KEY) {
    // from that key (funded first), as a production deployment would: not at Hardhat's address
    const account = privateKeyToAccount(process.env.CHAIN_MINING_DEPLOYER_KEY as Hex);
    const { abi, bytecode } = artifact();
    await rpc("hardhat_setBalance", [account.address, `0x${parseEther("1000").toString(16)}`]);
    const nonce = Number(await rpc("eth_getTransactionCount", [account.address, "latest"]));
    await walletOf(account).deployContract({ abi, bytecode, args: [INITIAL_FEE_WEI] });
    const address = getContractAddress({ from: account.address, nonce: BigInt(nonce) });
    for (let i = 0; (await rpc("eth_getCode", [address, "latest"])) === "0x"; i++) {
      if (i > 40) throw new Error(`the mining contract did not land at ${address}`);
      await sleep(100);
    }
    return said(address);
  }
  // what the deployment said, for the message when the contract is not where it must be
  let output = "was the chain used before the deployment?";
  if (process.env.CHAIN_DEPLOY === "direct") {
    // the Ignition module's deployment (ignition/modules/PentaMining.ts), sent directly
    const wallet = walletOf(mnemonicToAccount(HARDHAT_MNEMONIC));
    const { abi, bytecode } = artifact();
    await wallet.deployContract({ abi, bytecode, args: [INITIAL_FEE_WEI] });
    await wallet.writeContract({ address: LOCAL_MINING_ADDRESS, abi, functionName: "addModerator", args: [wallet.account.address] });
  } else {
    const deploymentId = port === 8545 ? "chain-3344" : `chain-3344-port-${port}`;
    // a process of its own, waited for without blocking: this process serves the chain it deploys to
    const ignition = await run(
      "hardhat",
      ["ignition", "deploy", "ignition/modules/PentaMining.ts", "--network", "localhost", "--deployment-id", deploymentId, "--reset"],
      { env: { ...process.env, CHAIN_RPC_URL: rpcUrl, HARDHAT_IGNITION_CONFIRM_DEPLOYMENT: "false", HARDHAT_IGNITION_CONFIRM_RESET: "false" } },
    ).catch((error: { stdout?: string; stderr?: string; message: string }) => {
      throw new Error(`the Ignition deployment failed:\n${error.stdout ?? ""}${error.stderr ?? error.message}`);
    });
    output = ignition.stdout;
  }
  const code = await rpc("eth_getCode", [LOCAL_MINING_ADDRESS, "latest"]);
  if (!code || code === "0x") throw new Error(`the mining contract is not at ${LOCAL_MINING_ADDRESS}:\n${output}`);
  return said(LOCAL_MINING_ADDRESS);
}

// every chain deployed before any says so: a harness waiting for the line finds them all ready
const lines: string[] = [];
for (const port of ports) lines.push(await deploy(port));
console.log(lines.join("\n"));
