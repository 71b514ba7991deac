import { queryOptions } from "@tanstack/react-query";
import { getUserInfoOptions } from "@generated/api/user/@tanstack/react-query.gen";

/**
 * The EVM wallet bound to the account (null when none): where an on-chain airdrop goes, named
 * before the TGE choice is made final. The signed-in user's own answer, shared with every page
 * that shows the user.
 */
export const boundWalletQuery = () => queryOptions({ ...getUserInfoOptions(), select: (data) => data.result.user.mm_address });
