import brand from "./brand.json" with { type: "json" };

/**
 * The product chain and the local stack's deterministic deployment, in one place for Hardhat,
 * the deploy script, @wagmi/cli, the mock and the build's local defaults (K12: chain id 3344, hex
 * 0xd10, PC, 18 decimals). The app reads the chain from its configuration (src/config/env.ts),
 * never from here: nothing local is compiled into a release build.
 */
export const CHAIN = {
  id: 3344,
  hex: "0xd10",
  name: `${brand.name} Chain`,
  currency: { name: "PC", symbol: "PC", decimals: 18 },
  rpcUrl: "http://127.0.0.1:8545",
} as const;

/** Hardhat's default accounts (its well-known test mnemonic): funded on every local chain, never in a release. */
export const HARDHAT_MNEMONIC = "test test test test test test test test test test test junk";
/**
 * Their addresses (m/44'/60'/0'/0/0 to /19), as Hardhat prints them. Written out, not derived: the
 * derivation (the mnemonic stretched, then a key pair per account) would run in every process that
 * loads this file, each test worker, server and build; scripts/dev/hardhat-accounts.test.ts derives
 * them from the mnemonic and fails on any difference.
 */
export const HARDHAT_ACCOUNTS = [
  "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
  "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
  "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC",
  "0x90F79bf6EB2c4f870365E785982E1f101E93b906",
  "0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65",
  "0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc",
  "0x976EA74026E726554dB657fA54763abd0C3a0aa9",
  "0x14dC79964da2C08b23698B3D3cc7Ca32193d9955",
  "0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f",
  "0xa0Ee7A142d267C1f36714E4a8F75612F20a79720",
  "0xBcd4042DE499D14e55001CcbB24a551F3b954096",
  "0x71bE63f3384f5fb98995898A86B02Fb2426c5788",
  "0xFABB0ac9d68B0B445fB7357272Ff202C5651694a",
  "0x1CBd3b2770909D4e10f157cABC84C7264073C9Ec",
  "0xdF3e18d64BC6A983f673Ab319CCaE4f1a57C7097",
  "0xcd3B766CCDd6AE721141F452C550Ca635964ce71",
  "0x2546BcD3c84621e976D8185a91A922aE77ECEc30",
  "0xbDA5747bFD65F08deb54cb465eB87D40e51B197E",
  "0xdD2FD4581271e230360230F9337D5c0430Bf44C0",
  "0x8626f6940E2eb28930eFb4CeF49B2d1F2C9C1199",
] as const;

/** Hardhat's first default account deploys at nonce 0, so every fresh local chain has the contract here. */
export const LOCAL_MINING_ADDRESS = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
/** The initial fee of the mining contract: 0.05 PC (K30). */
export const INITIAL_FEE_WEI = 50_000_000_000_000_000n;
