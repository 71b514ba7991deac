// The host's gate in front of the product chain's JSON-RPC (`location = /rpc`, njs): the node sees
// only the calls the app and the wallets' path make. Anything else is answered here with a
// JSON-RPC error: a method not on the list (no wallet, debug, admin or node-control method such as
// eth_sendTransaction, hardhat_*, evm_*, debug_*, personal_*, admin_*), a batch of more than
// MAX_BATCH calls, logs over more than MAX_LOG_BLOCKS blocks. Bodies over 64 kB are refused before
// they are read (client_max_body_size in the location).
//
// The node is sent what was checked, never the raw body: JSON decoders disagree on a body with a
// key twice or a key in another case (Go's, in geth and most L2 nodes, matches keys regardless of
// case and keeps the last), so such a body is refused, and the calls that pass go on re-serialised
// with their JSON-RPC members alone.
//
// The list: viem and wagmi's public actions the app uses (chain id and block number, contract
// reads and multicall through eth_call, balances, the fee and gas reads of a transaction, a
// transaction's receipt while it is waited for, the mining contract's events) and the signed
// transactions a wallet may send through the page (eth_sendRawTransaction: already signed).
var ALLOWED = {
  eth_chainId: true,
  net_version: true,
  eth_blockNumber: true,
  eth_call: true,
  eth_estimateGas: true,
  eth_gasPrice: true,
  eth_maxPriorityFeePerGas: true,
  eth_feeHistory: true,
  eth_getBalance: true,
  eth_getCode: true,
  eth_getTransactionCount: true,
  eth_getBlockByNumber: true,
  eth_getBlockByHash: true,
  eth_getTransactionByHash: true,
  eth_getTransactionReceipt: true,
  eth_getLogs: true,
  eth_sendRawTransaction: true,
};
var MAX_BATCH = 20;
/** The mining page reads its events over the last 43,200 blocks (a day at 2 s). */
var MAX_LOG_BLOCKS = 50000;

function failure(id, code, message) {
  return { jsonrpc: "2.0", id: id === undefined ? null : id, error: { code: code, message: message } };
}

var MEMBERS = ["jsonrpc", "id", "method", "params"];

/**
 * The first key that repeats another of its object's keys regardless of case (`method` twice,
 * `Method` beside `method`), or that differs from a JSON-RPC member only by case, anywhere in the
 * body; null when there is none. Keys are read as JSON strings, escapes decoded.
 */
function ambiguousKey(text) {
  var stack = [];
  for (var i = 0; i < text.length; i++) {
    var c = text.charAt(i);
    var top = stack[stack.length - 1];
    if (c === '"') {
      var j = i + 1;
      while (j < text.length && text.charAt(j) !== '"') j += text.charAt(j) === "\\" ? 2 : 1;
      if (top && top.keys && top.expectKey) {
        var key = JSON.parse(text.slice(i, j + 1));
        var folded = key.toLowerCase();
        if (top.keys[folded] || (MEMBERS.indexOf(folded) >= 0 && key !== folded)) return key;
        top.keys[folded] = true;
        top.expectKey = false;
      }
      i = j;
    } else if (c === "{") stack.push({ keys: {}, expectKey: true });
    else if (c === "[") stack.push({});
    else if (c === "}" || c === "]") stack.pop();
    else if (c === "," && top && top.keys) top.expectKey = true;
  }
  return null;
}

/** A call as the node is sent it: its JSON-RPC members, nothing else. */
function checked(call) {
  var out = {};
  for (var i = 0; i < MEMBERS.length; i++) if (call[MEMBERS[i]] !== undefined) out[MEMBERS[i]] = call[MEMBERS[i]];
  return out;
}

function answer(r, body) {
  r.headersOut["Content-Type"] = "application/json";
  r.return(200, JSON.stringify(body));
}

var TAGS = { latest: true, safe: true, finalized: true, pending: true };

/** The block a log filter's bound names: a number, "head" for the chain's head, or null when it cannot be bounded. */
function blockOf(bound) {
  if (bound === undefined || (typeof bound === "string" && TAGS[bound])) return "head";
  if (typeof bound === "string" && /^0x[0-9a-fA-F]{1,16}$/.test(bound)) return parseInt(bound, 16);
  return null;
}

/** Why a call is refused, or null. `head` is the chain's head (asked once, when a filter needs it). */
function refusal(call, head) {
  if (typeof call !== "object" || call === null || Array.isArray(call)) return [-32600, "Invalid request"];
  if (typeof call.method !== "string" || !ALLOWED[call.method]) return [-32601, "Method not allowed on this endpoint"];
  if (call.method !== "eth_getLogs") return null;
  var filter = Array.isArray(call.params) ? call.params[0] : undefined;
  if (typeof filter !== "object" || filter === null) return [-32602, "A log filter is required"];
  if (filter.blockHash !== undefined)
    return filter.fromBlock === undefined && filter.toBlock === undefined ? null : [-32602, "A log filter takes a block hash or a range"];
  var from = blockOf(filter.fromBlock);
  var to = blockOf(filter.toBlock);
  if (from === null || to === null) return [-32602, "A log filter's range must be block numbers or the latest block"];
  if (from === "head") from = head;
  if (to === "head") to = head;
  if (to - from > MAX_LOG_BLOCKS) return [-32005, "A log filter may span at most " + MAX_LOG_BLOCKS + " blocks"];
  return null;
}

/** Whether a call's log filter is bounded by the chain's head (which must be asked first). */
function needsHead(call) {
  if (!call || call.method !== "eth_getLogs" || !Array.isArray(call.params) || typeof call.params[0] !== "object" || call.params[0] === null) return false;
  var f = call.params[0];
  return f.blockHash === undefined && (blockOf(f.fromBlock) === "head" || blockOf(f.toBlock) === "head");
}

async function head(r) {
  var reply = await r.subrequest("/_rpc_node", { method: "POST", body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "eth_blockNumber", params: [] }) });
  var parsed = JSON.parse(reply.responseText);
  return parseInt(parsed.result, 16);
}

async function gate(r) {
  var request;
  try {
    request = JSON.parse(r.requestText || "");
  } catch (error) {
    return answer(r, failure(null, -32700, "Parse error: " + error.message));
  }
  var ambiguous = ambiguousKey(r.requestText);
  if (ambiguous !== null) return answer(r, failure(null, -32600, "Invalid request: the key " + JSON.stringify(ambiguous) + " is ambiguous"));
  var batch = Array.isArray(request);
  var calls = batch ? request : [request];
  if (batch && (calls.length === 0 || calls.length > MAX_BATCH)) return answer(r, failure(null, -32600, "A batch holds 1 to " + MAX_BATCH + " calls"));
  var chainHead = 0;
  try {
    if (calls.some(needsHead)) chainHead = await head(r);
  } catch (error) {
    r.error("rpc gate: the chain's head could not be read: " + error);
    return answer(r, failure(null, -32603, "The chain could not be reached"));
  }
  for (var i = 0; i < calls.length; i++) {
    var refused = refusal(calls[i], chainHead);
    if (refused) return answer(r, failure(calls[i] && calls[i].id, refused[0], refused[1]));
  }
  var sent = batch ? calls.map(checked) : checked(calls[0]);
  var reply = await r.subrequest("/_rpc_node", { method: "POST", body: JSON.stringify(sent) });
  r.headersOut["Content-Type"] = "application/json";
  r.return(reply.status, reply.responseText);
}

export default { gate, ambiguousKey };
