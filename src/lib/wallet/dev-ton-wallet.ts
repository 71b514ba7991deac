import { storedValue } from "@/lib/storage-keys";
import { DEV_TON_BRIDGE_KEY, DEV_TON_WALLET_INFO } from "./dev-ton-wallet-info";

/**
 * The local stack's dev TON wallet: a TonConnect JS bridge (window.pentaDevTon.tonconnect, as an
 * extension injects itself) over an ed25519 key of the player's own, made in this browser with
 * WebCrypto. It answers a connect with the address and state of a standard v4R2 wallet for that key
 * and a real ton_proof for the app's payload and domain, so the backend's checks (the key in the
 * state, the state's address, the signature) pass as for Tonkeeper. It sends nothing: binding is
 * all the app asks of a TON wallet. Only in builds with the local stack's stand-ins (loaded behind
 * `__LOCAL_STACK__`; the release audit looks for its name).
 *
 * The cells are built here rather than with @ton/core, which needs Node's Buffer in the browser.
 */

/** A cell as the bag-of-cells format stores it: two descriptor bytes, the padded data, its references. */
interface Cell {
  d1: number;
  d2: number;
  data: Uint8Array;
  refs: Cell[];
}

/** The v4R2 wallet's code (the BOC every TON wallet app deploys for v4R2). */
const V4R2_CODE =
  "te6ccgECFAEAAtQAART/APSkE/S88sgLAQIBIAIDAgFIBAUE+PKDCNcYINMf0x/THwL4I7vyZO1E0NMf0x/T//QE0VFDuvKhUVG68qIF+QFUEGT5EPKj+AAkpMjLH1JAyx9SMMv/UhD0AMntVPgPAdMHIcAAn2xRkyDXSpbTB9QC+wDoMOAhwAHjACHAAuMAAcADkTDjDQOkyMsfEssfy/8QERITAubQAdDTAyFxsJJfBOAi10nBIJJfBOAC0x8hghBwbHVnvSKCEGRzdHK9sJJfBeAD+kAwIPpEAcjKB8v/ydDtRNCBAUDXIfQEMFyBAQj0Cm+hMbOSXwfgBdM/yCWCEHBsdWe6kjgw4w0DghBkc3RyupJfBuMNBgcCASAICQB4AfoA9AQw+CdvIjBQCqEhvvLgUIIQcGx1Z4MesXCAGFAEywUmzxZY+gIZ9ADLaRfLH1Jgyz8gyYBA+wAGAIpQBIEBCPRZMO1E0IEBQNcgyAHPFvQAye1UAXKwjiOCEGRzdHKDHrFwgBhQBcsFUAPPFiP6AhPLassfyz/JgED7AJJfA+ICASAKCwBZvSQrb2omhAgKBrkPoCGEcNQICEekk30pkQzmkD6f+YN4EoAbeBAUiYcVnzGEAgFYDA0AEbjJftRNDXCx+AA9sp37UTQgQFA1yH0BDACyMoHy//J0AGBAQj0Cm+hMYAIBIA4PABmtznaiaEAga5Drhf/AABmvHfaiaEAQa5DrhY/AAG7SB/oA1NQi+QAFyMoHFcv/ydB3dIAYyMsFywIizxZQBfoCFMtrEszMyXP7AMhAFIEBCPRR8qcCAHCBAQjXGPoA0z/IVCBHgQEI9FHyp4IQbm90ZXB0gBjIywXLAlAGzxZQBPoCFMtqEssfyz/Jc/sAAgBsgQEI1xj6ANM/MFIkgQEI9Fnyp4IQZHN0cnB0gBjIywXLAlAFzxZQA/oCE8tqyx8Syz/Jc/sAAAr0AMntVA==";
/** The v4R2 wallet id of the basechain (TON's default subwallet). */
const WALLET_ID = 698983191;
const BOC_MAGIC = [0xb5, 0xee, 0x9c, 0x72];

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
const utf8 = (text: string) => new TextEncoder().encode(text);
const sha256 = async (bytes: Uint8Array) => new Uint8Array(await crypto.subtle.digest("SHA-256", bytes as BufferSource));
const join = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) out.set(p, (at += p.length) - p.length);
  return out;
};
const uintBytes = (value: number | bigint, size: number, littleEndian = false) => {
  const out = new Uint8Array(size);
  let v = BigInt(value);
  for (let i = 0; i < size; i++, v >>= 8n) out[littleEndian ? i : size - 1 - i] = Number(v & 0xffn);
  return out;
};
const readUint = (bytes: Uint8Array, at: number, size: number) => bytes.slice(at, at + size).reduce((n, b) => n * 256 + b, 0);

/** Reads a single-root bag of cells (ordinary cells only, as wallet code is). */
function parseBoc(boc: Uint8Array): Cell {
  if (!BOC_MAGIC.every((b, i) => boc[i] === b)) throw new Error("not a bag of cells");
  const flags = boc[4]!;
  const size = flags & 7;
  const offBytes = boc[5]!;
  const count = readUint(boc, 6, size);
  let at = 6 + size * 3 + offBytes + size; // cells, roots, absent, total size, the root's index
  if (flags & 0x80) at += count * offBytes; // an index of the cells' offsets
  const raw: { d1: number; d2: number; data: Uint8Array; refs: number[] }[] = [];
  for (let i = 0; i < count; i++) {
    const d1 = boc[at]!;
    const d2 = boc[at + 1]!;
    if (d1 & 8) throw new Error("exotic cells are not expected in wallet code");
    const length = Math.ceil(d2 / 2);
    const data = boc.slice(at + 2, at + 2 + length);
    at += 2 + length;
    const refs = Array.from({ length: d1 & 7 }, (_, r) => readUint(boc, at + r * size, size));
    at += (d1 & 7) * size;
    raw.push({ d1, d2, data, refs });
  }
  const cells: Cell[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const { d1, d2, data, refs } = raw[i]!;
    cells[i] = { d1, d2, data, refs: refs.map((r) => cells[r]!) };
  }
  return cells[0]!;
}

/** A cell of `bits` bits (the last byte's unused bits already zero) and its references. */
function cell(bytes: Uint8Array, bits: number, refs: Cell[] = []): Cell {
  const data = bytes.slice(0, Math.ceil(bits / 8));
  if (bits % 8) data[data.length - 1]! |= 1 << (7 - (bits % 8)); // the completion tag
  return { d1: refs.length, d2: Math.floor(bits / 8) + Math.ceil(bits / 8), data, refs };
}

/** A cell's depth and representation hash (TVM's rules for ordinary cells of level 0). */
async function hashOf(c: Cell, memo = new Map<Cell, { depth: number; hash: Uint8Array }>()): Promise<{ depth: number; hash: Uint8Array }> {
  const known = memo.get(c);
  if (known) return known;
  const children = [];
  for (const r of c.refs) children.push(await hashOf(r, memo));
  const depth = children.length ? Math.max(...children.map((x) => x.depth)) + 1 : 0;
  const hash = await sha256(join(new Uint8Array([c.d1, c.d2]), c.data, ...children.map((x) => uintBytes(x.depth, 2)), ...children.map((x) => x.hash)));
  memo.set(c, { depth, hash });
  return { depth, hash };
}

/** A single-root bag of cells, parents before their references (no index, no checksum). */
function serializeBoc(root: Cell): Uint8Array {
  // reverse post-order: every cell before the cells it refers to, a shared cell once
  const post: Cell[] = [];
  const visit = (c: Cell) => {
    if (post.includes(c)) return;
    c.refs.forEach(visit);
    post.push(c);
  };
  visit(root);
  const order = post.reverse();
  const size = Math.max(1, Math.ceil(Math.log2(order.length + 1) / 8));
  const bodies = order.map((c) => join(new Uint8Array([c.d1, c.d2]), c.data, ...c.refs.map((r) => uintBytes(order.indexOf(r), size))));
  const total = bodies.reduce((n, b) => n + b.length, 0);
  const offBytes = Math.max(1, Math.ceil(Math.log2(total + 1) / 8));
  const header = join(
    new Uint8Array([...BOC_MAGIC, size, offBytes]),
    uintBytes(order.length, size),
    uintBytes(1, size),
    uintBytes(0, size),
    uintBytes(total, offBytes),
    uintBytes(0, size),
  );
  return join(header, ...bodies);
}

/** A v4R2 wallet of the basechain for a public key: its state (as base64 BOC) and raw address. */
export async function v4r2Wallet(publicKey: Uint8Array): Promise<{ stateInit: string; address: string; hash: Uint8Array }> {
  // seqno 0, the wallet id, the key, no plugins: 321 bits
  const data = cell(join(uintBytes(0, 4), uintBytes(WALLET_ID, 4), publicKey, new Uint8Array(1)), 321);
  // StateInit: no split depth, not special, code and data present, no libraries (bits 00110)
  const init = cell(new Uint8Array([0b00110000]), 5, [parseBoc(fromBase64(V4R2_CODE)), data]);
  const { hash } = await hashOf(init);
  return { stateInit: toBase64(serializeBoc(init)), address: `0:${toHex(hash)}`, hash };
}

/** TON Connect's ton_proof: ed25519 over sha256(0xffff, "ton-connect", sha256(the proof's message)). */
export async function tonProof(key: CryptoKey, addressHash: Uint8Array, domain: string, payload: string, timestamp: number) {
  const host = utf8(domain);
  const message = join(
    utf8("ton-proof-item-v2/"),
    uintBytes(0, 4),
    addressHash,
    uintBytes(host.length, 4, true),
    host,
    uintBytes(timestamp, 8, true),
    utf8(payload),
  );
  const full = join(new Uint8Array([0xff, 0xff]), utf8("ton-connect"), await sha256(message));
  const signature = new Uint8Array(await crypto.subtle.sign("Ed25519", key, (await sha256(full)) as BufferSource));
  return { timestamp, domain: { lengthBytes: host.length, value: domain }, payload, signature: toBase64(signature) };
}

/** One key per player (username) as its JWK's private and public parts, so two accounts never share a TON address. */
const keys = storedValue("local", "dev_ton_keys");
type StoredKey = { d: string; x: string };

function storedKeys(): Record<string, StoredKey> {
  try {
    const parsed: unknown = JSON.parse(keys.get() ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as Record<string, StoredKey>) : {};
  } catch {
    return {};
  }
}

const fromBase64Url = (text: string) =>
  fromBase64(
    text
      .replace(/-/g, "+")
      .replace(/_/g, "/")
      .padEnd(Math.ceil(text.length / 4) * 4, "="),
  );

/** The player's ed25519 key (made on first use) and its public key. */
export async function devTonKey(username: string): Promise<{ privateKey: CryptoKey; publicKey: Uint8Array }> {
  const all = storedKeys();
  let stored = all[username];
  if (!stored?.d || !stored.x) {
    const pair = (await crypto.subtle.generateKey("Ed25519", true, ["sign", "verify"])) as CryptoKeyPair;
    const jwk = await crypto.subtle.exportKey("jwk", pair.privateKey);
    stored = { d: jwk.d!, x: jwk.x! };
    keys.set(JSON.stringify({ ...all, [username]: stored }));
  }
  const privateKey = await crypto.subtle.importKey("jwk", { kty: "OKP", crv: "Ed25519", d: stored.d, x: stored.x }, "Ed25519", false, ["sign"]);
  return { privateKey, publicKey: fromBase64Url(stored.x) };
}

type ConnectRequest = { manifestUrl: string; items: { name: string; payload?: string }[] };
type WalletEvent = { event: string; id: number; payload: unknown };

/**
 * Injects the player's dev TON wallet under its bridge key, as an extension does before the page
 * asks TonConnect for its wallets. The proof's domain is the host the app is served from (the
 * manifest's origin), as the backend expects.
 */
export async function installDevTonWallet(username: string) {
  const { privateKey, publicKey } = await devTonKey(username);
  const wallet = await v4r2Wallet(publicKey);
  const device = {
    platform: "browser",
    appName: DEV_TON_WALLET_INFO.app_name,
    appVersion: "1.0.0",
    maxProtocolVersion: 2,
    features: ["SendTransaction", { name: "SendTransaction", maxMessages: 1 }],
  };
  const listeners = new Set<(e: WalletEvent) => void>();
  let connected = false;
  let id = 0;
  const account = { name: "ton_addr", address: wallet.address, network: "-239", publicKey: toHex(publicKey), walletStateInit: wallet.stateInit };
  const tonconnect = {
    deviceInfo: device,
    walletInfo: DEV_TON_WALLET_INFO,
    protocolVersion: 2,
    isWalletBrowser: false,
    async connect(_version: number, request: ConnectRequest): Promise<WalletEvent> {
      const items: unknown[] = [account];
      const asked = request.items.find((i) => i.name === "ton_proof");
      if (asked?.payload !== undefined)
        items.push({
          name: "ton_proof",
          proof: await tonProof(privateKey, wallet.hash, new URL(request.manifestUrl).host, asked.payload, Math.floor(Date.now() / 1000)),
        });
      connected = true;
      return { event: "connect", id: ++id, payload: { items, device } };
    },
    async restoreConnection(): Promise<WalletEvent> {
      if (connected) return { event: "connect", id: ++id, payload: { items: [account], device } };
      return { event: "connect_error", id: ++id, payload: { code: 0, message: "Not connected" } };
    },
    async send(request: { id: string; method: string }) {
      if (request.method === "disconnect") {
        connected = false;
        return { id: request.id, result: {} };
      }
      return { id: request.id, error: { code: 400, message: "The dev TON wallet binds only; it sends nothing" } };
    },
    listen(callback: (e: WalletEvent) => void) {
      listeners.add(callback);
      return () => void listeners.delete(callback);
    },
    disconnect() {
      connected = false;
    },
  };
  Object.assign(window, { [DEV_TON_BRIDGE_KEY]: { tonconnect } });
  return wallet.address;
}
