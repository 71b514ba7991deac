import { z } from "zod";

/** K37 (public-pages-mining.md §5): the pool update rule, word for word. */
export const MIN_NFTS_MESSAGE = "Min NFTs must be less than 9 and greater than 0";

const number = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required`)
    .refine((v) => Number.isFinite(Number(v)) && Number(v) >= 0, `${label} must be a number, 0 or more`);

/** The owner's pool-detail form (text inputs, as typed). */
export const poolDetailsSchema = z
  .object({
    pool_name: z.string().trim().min(1, "Pool name is required").max(64, "Pool name is at most 64 characters"),
    min_hashrate: number("Min hashrate"),
    min_NFTs: z
      .string()
      .trim()
      .refine((v) => /^\d+$/.test(v) && Number(v) > 0 && Number(v) < 9, MIN_NFTS_MESSAGE),
    max_nfts: z
      .string()
      .trim()
      .refine((v) => /^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 9, "Max NFTs must be between 1 and 9"),
    pool_price: number("Price"),
    is_enable: z.boolean(),
  })
  .refine((v) => !/^\d+$/.test(v.min_NFTs) || !/^\d+$/.test(v.max_nfts) || Number(v.min_NFTs) <= Number(v.max_nfts), {
    path: ["max_nfts"],
    message: "Max NFTs cannot be less than min NFTs",
  });
