// `npm run chain`: the local chain 3344 on 127.0.0.1:8545 with the mining contract deployed by
// Ignition (no prompt). Hardhat's default accounts are funded (10,000 PC each); the demo account
// alice's wallet is account #1. The deployer and nonce are fixed, so the address is always the same.
// CHAIN_PORT starts another one beside it (the acceptance suite gives each worker slot its own chain;
// each gets its own Ignition deployment id, so their journals never mix).
// CHAIN_MINING_DEPLOYER_KEY deploys the contract from that key instead (at its own address, as a
// production deployment has one; the release build's host test uses it).
// CHAIN_DEPLOY=direct: what the Ignition module does (the contract from Hardhat's first account at
// nonce 0, that account made moderator), sent from here with viem: the same chain, without a second
// Hardhat process and its start-up. The test harnesses use it (a chain per acceptance worker,
// one per Vitest run, the perf run's); `npm start` deploys with Ignition.
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";
import { createWalletClient, getContractAddress, http, parseEther, type Abi, type Account, type Hex } from "viem";
import { mnemonicToAccount, privateKeyToAccount } from "viem/accounts";
import { CHAIN, HARDHAT_MNEMONIC, INITIAL_FEE_WEI, LOCAL_MINING_ADDRESS } from "../../chain.config.ts";

const port = Number(process.env.CHAIN_PORT ?? 8545);
const rpcUrl = `http://127.0.0.1:${port}`;
const deploymentId = port === 8545 ? "chain-3344" : `chain-3344-port-${port}`;
// the node's request log only when asked for (CHAIN_VERBOSE=1); otherwise it goes nowhere, so no
// pipe is left for the node to write into while the processes around it end (its logger throws EPIPE)
const node = spawn("hardhat", ["node", "--hostname", "127.0.0.1", "--port", String(port)], {
  stdio: ["ignore", process.env.CHAIN_VERBOSE ? "inherit" : "ignore", "inherit"],
});
const stop = () => node.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
// the node never outlives this script: it ends with an error here too, and when whoever started
// the script is gone without a signal (tsx, or the CHAIN_OWNER_PID process: a test worker killed),
// which would leave it holding the port
process.on("exit", stop);
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
setInterval(() => (process.ppid !== parent || (owner > 0 && !alive(owner))) && stop(), 1000).unref();
node.on("exit", (code) => process.exit(code ?? 0));

const rpc = async (method: string, params: unknown[] = []): Promise<string | undefined> => {
  const res = await fetch(rpcUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params }),
  });
  return ((await res.json()) as { result?: string }).result;
};
for (let i = 0; ; i++) {
  try {
    if ((await rpc("eth_chainId")) === CHAIN.hex) break;
  } catch {
    /* not up yet */
  }
  if (i > 120) throw new Error("the local chain did not start");
  await sleep(250);
}

const artifact = () => JSON.parse(readFileSync("artifacts/contracts/PentaMining.sol/PentaMining.json", "utf8")) as { abi: Abi; bytecode: Hex };
const walletOf = (account: Account) =>
  createWalletClient({
    account,
    chain: { id: CHAIN.id, name: CHAIN.name, nativeCurrency: CHAIN.currency, rpcUrls: { default: { http: [rpcUrl] } } },
    transport: http(rpcUrl),
  });

/** Deploys from `key` (funded first), as a production deployment would: not at Hardhat's address. */
async function deployFrom(key: string): Promise<Hex> {
  const account = privateKeyToAccount(key as Hex);
  await rpc("hardhat_setBalance", [account.address, `0x${parseEther("1000").toString(16)}`]);
  const { abi, bytecode } = artifact();
  const nonce = Number(await rpc("eth_getTransactionCount", [account.address, "latest"]));
  await walletOf(account).deployContract({ abi, bytecode, args: [INITIAL_FEE_WEI] });
  return getContractAddress({ from: account.address, nonce: BigInt(nonce) });
}

/** The Ignition module's deployment (ignition/modules/PentaMining.ts), sent directly: see CHAIN_DEPLOY. */
async function deployAsIgnition() {
  const account = mnemonicToAccount(HARDHAT_MNEMONIC);
  const wallet = walletOf(account);
  const { abi, bytecode } = artifact();
  await wallet.deployContract({ abi, bytecode, args: [INITIAL_FEE_WEI] });
  await wallet.writeContract({ address: LOCAL_MINING_ADDRESS, abi, functionName: "addModerator", args: [account.address] });
}

if (process.env.CHAIN_MINING_DEPLOYER_KEY) {
  const address = await deployFrom(process.env.CHAIN_MINING_DEPLOYER_KEY);
  for (let i = 0; (await rpc("eth_getCode", [address, "latest"])) === "0x"; i++) {
    if (i > 40) throw new Error(`the mining contract did not land at ${address}`);
    await sleep(100);
  }
  console.log(`chain ${CHAIN.id} (${CHAIN.hex}) on ${rpcUrl}; PentaMining at ${address}`);
} else {
  // what the deployment said, for the message when the contract is not where it must be
  let said = "was the chain used before the deployment?";
  if (process.env.CHAIN_DEPLOY === "direct") await deployAsIgnition();
  else {
    const deploy = spawnSync(
      "hardhat",
      ["ignition", "deploy", "ignition/modules/PentaMining.ts", "--network", "localhost", "--deployment-id", deploymentId, "--reset"],
      {
        env: { ...process.env, CHAIN_RPC_URL: rpcUrl, HARDHAT_IGNITION_CONFIRM_DEPLOYMENT: "false", HARDHAT_IGNITION_CONFIRM_RESET: "false" },
        encoding: "utf8",
      },
    );
    if (deploy.status !== 0) {
      console.error(deploy.stdout, deploy.stderr);
      stop();
      process.exit(1);
    }
    said = deploy.stdout;
  }
  const code = await rpc("eth_getCode", [LOCAL_MINING_ADDRESS, "latest"]);
  if (!code || code === "0x") {
    console.error(`the mining contract is not at ${LOCAL_MINING_ADDRESS}:\n${said}`);
    stop();
    process.exit(1);
  }
  console.log(`chain ${CHAIN.id} (${CHAIN.hex}) on ${rpcUrl}; PentaMining at ${LOCAL_MINING_ADDRESS}`);
}
