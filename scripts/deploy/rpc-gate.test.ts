// The host's /rpc gate (deploy/nginx/snippets/rpc-gate.js) run outside nginx, with a stand-in for
// njs's request object: what it refuses, and what the node is sent. The deploy suite
// (acceptance/deploy.spec.ts) sends the same bodies through the real nginx.
import { describe, expect, it } from "vitest";

// njs's module, plain JavaScript without types of its own
const gateModule = new URL("../../deploy/nginx/snippets/rpc-gate.js", import.meta.url).href;
const { default: rpcGate } = (await import(gateModule)) as { default: { gate: (r: unknown) => Promise<void> } };

interface Sent {
  status?: number;
  body?: unknown;
  forwarded: string[];
}

async function through(body: string): Promise<Sent> {
  const sent: Sent = { forwarded: [] };
  const r = {
    requestText: body,
    headersOut: {} as Record<string, string>,
    error: () => {},
    subrequest: async (_uri: string, options: { body: string }) => {
      sent.forwarded.push(options.body);
      const calls = JSON.parse(options.body) as { id: unknown } | { id: unknown }[];
      const reply = (c: { id: unknown }) => ({ jsonrpc: "2.0", id: c.id, result: "0xd10" });
      return { status: 200, responseText: JSON.stringify(Array.isArray(calls) ? calls.map(reply) : reply(calls)) };
    },
    return: (status: number, text: string) => {
      sent.status = status;
      sent.body = JSON.parse(text);
    },
  };
  await rpcGate.gate(r);
  return sent;
}

describe("the /rpc gate forwards what it checked", () => {
  it.each([
    ['{"jsonrpc":"2.0","id":1,"method":"eth_chainId","Method":"personal_sign"}', "Method"],
    ['{"jsonrpc":"2.0","id":1,"METHOD":"debug_traceTransaction","method":"eth_chainId"}', "METHOD"],
    ['{"jsonrpc":"2.0","id":1,"method":"hardhat_mine","method":"eth_chainId"}', "method"],
    ['{"jsonrpc":"2.0","id":1,"method":"eth_chainId","Params":[]}', "Params"],
    ['{"jsonrpc":"2.0","id":1,"method":"eth_chainId","\\u006dethod":"evm_mine"}', "method"],
    ['[{"jsonrpc":"2.0","id":1,"method":"eth_chainId"},{"jsonrpc":"2.0","id":2,"method":"eth_call","params":[{"to":"0x1","To":"0x2"}]}]', "To"],
  ])("refuses %s: the key %s is ambiguous, and nothing reaches the node", async (body, key) => {
    const sent = await through(body);
    expect(sent.forwarded).toEqual([]);
    expect(sent.body).toEqual({ jsonrpc: "2.0", id: null, error: { code: -32600, message: `Invalid request: the key "${key}" is ambiguous` } });
  });

  it("sends the node the checked calls re-serialised, their JSON-RPC members alone", async () => {
    const one = await through('{ "jsonrpc": "2.0", "id": 7, "method": "eth_chainId", "params": [], "extra": {"method": "evm_mine"} }');
    expect(one.forwarded).toEqual(['{"jsonrpc":"2.0","id":7,"method":"eth_chainId","params":[]}']);
    expect(one.body).toEqual({ jsonrpc: "2.0", id: 7, result: "0xd10" });
    const batch = await through('[{"jsonrpc":"2.0","id":1,"method":"eth_chainId"},{"id":2,"method":"eth_blockNumber","params":[],"x":1}]');
    expect(batch.forwarded).toEqual(['[{"jsonrpc":"2.0","id":1,"method":"eth_chainId"},{"id":2,"method":"eth_blockNumber","params":[]}]']);
  });

  it("takes keys that only look alike inside strings, and the same key in different objects", async () => {
    const sent = await through(
      '[{"jsonrpc":"2.0","id":1,"method":"eth_call","params":[{"to":"0x1","data":"\\"method\\",\\"Method\\""},"latest"]},{"jsonrpc":"2.0","id":2,"method":"eth_chainId"}]',
    );
    expect(sent.forwarded).toHaveLength(1);
    expect((sent.body as unknown[]).length).toBe(2);
  });
});
