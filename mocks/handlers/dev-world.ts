import { http, HttpResponse } from "msw";
import { z } from "zod";
import { db } from "../db";
import { assignBlack } from "../domain/campaign";
import { registerChain } from "../domain/chains";
import { createItem, itemView } from "../domain/mining";
import { endBlockNow } from "../domain/mining-blocks";
import { createPool, membershipOf, poolView } from "../domain/pools";
import { createSpace } from "../domain/spatial";
import { body, handle } from "../lib/http";
import { playerOr404 } from "./dev";
import { spatialScene } from "./spatial-scene";

/**
 * The world tests build around their own players, as the services outside this backend would make
 * it (the chain indexer's items, the local chains, the product team's Black badges, pools, 3D
 * spaces). Served only by the mock under /__dev; never part of the contract or the app.
 */
export const devWorldHandlers = [
  /**
   * NFTs and tokens for a player, as the chain indexer would report them: each acceptance test
   * gives its own player a collection.
   */
  http.post(
    "*/__dev/mining/items",
    handle(async (request) => {
      const input = await body(
        request,
        z.object({
          username: z.string().min(1).max(64),
          items: z
            .array(
              z.object({
                name: z.string().min(1).max(64),
                hashrate: z.number().min(0).max(1_000_000),
                type: z.enum(["NFT", "Token"]),
                symbol: z.string().max(16).optional(),
                collection: z.string().max(64).optional(),
              }),
            )
            .max(50),
        }),
      );
      const user = playerOr404(input.username);
      return HttpResponse.json({ items: input.items.map((i) => itemView(createItem(user.id, i))) });
    }),
  ),
  /** Another local chain to read mine transactions from (each acceptance worker runs its own), with its mining contract when not at the local address. */
  http.post(
    "*/__dev/chains",
    handle(async (request) => {
      const { rpc_url, mining_address } = await body(
        request,
        z.object({
          rpc_url: z.string().regex(/^http:\/\/127\.0\.0\.1:\d{2,5}$/),
          mining_address: z
            .string()
            .regex(/^0x[0-9a-fA-F]{40}$/)
            .optional(),
        }),
      );
      registerChain(rpc_url, mining_address as `0x${string}` | undefined);
      return HttpResponse.json({ status: true });
    }),
  ),
  /**
   * The product team's assignment of a Black (ASCENDED) badge to a player (airdrop-campaigns.md §6:
   * no admin role is shown, so the team's tool is stood in here). Never more than the supply (111).
   */
  http.post(
    "*/__dev/campaign/black",
    handle(async (request) => {
      const { username } = await body(request, z.object({ username: z.string().min(1).max(64) }));
      const user = playerOr404(username);
      return HttpResponse.json(assignBlack(user));
    }),
  ),
  /** Ends the open mining block now instead of at its 20 minutes (its winner is drawn as always). */
  http.post("*/__dev/mining/next-block", () => HttpResponse.json(endBlockNow())),
  /** A pool owned by a player (tests build their own; the spec has no call that creates one). */
  http.post(
    "*/__dev/pools",
    handle(async (request) => {
      const input = await body(
        request,
        z.object({
          owner: z.string().min(1).max(64),
          code: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/),
          pool_name: z.string().min(1).max(64),
          min_hashrate: z.number().min(0).max(1_000_000),
          min_NFTs: z.number().int().min(1).max(8),
          max_nfts: z.number().int().min(1).max(9),
          is_enable: z.boolean(),
          pool_price: z.number().min(0).max(1_000_000),
          max_members: z.number().int().min(1).max(10_000),
          members: z.array(z.string().min(1).max(64)).max(100).default([]),
        }),
      );
      const owner = playerOr404(input.owner);
      const members = input.members.map(playerOr404);
      if (db.pool.findFirst({ where: { code: { equals: input.code } } })) return HttpResponse.json({ message: "pool code taken" }, { status: 409 });
      // a player is in one pool at most (the store refuses to start otherwise)
      const ids = members.map((m) => m.id);
      if (new Set(ids).size !== ids.length || members.some(membershipOf))
        return HttpResponse.json({ message: "a member is listed twice or already in a pool" }, { status: 409 });
      createPool(owner.id, { ...input, maxMembers: input.max_members }, ids);
      return HttpResponse.json(poolView(db.pool.findFirst({ where: { code: { equals: input.code } } })!));
    }),
  ),
  /** A public 3D space for a player (the 3D world's service creates them; tests build their own). */
  http.post(
    "*/__dev/spaces",
    handle(async (request) => {
      const input = await body(
        request,
        z.object({
          username: z.string().min(1).max(64),
          name: z.string().min(1).max(64),
          about: z.string().max(500).default(""),
          visits: z.number().int().min(0).max(1e9).optional(),
          likes: z.number().int().min(0).max(1e9).optional(),
        }),
      );
      const owner = playerOr404(input.username);
      return HttpResponse.json(createSpace(owner, input));
    }),
  ),
  /** The 3D world frame, stood in: a placeholder scene that speaks the spatial page's protocol. */
  http.get("*/__dev/spatial-scene", () => spatialScene()),
];
