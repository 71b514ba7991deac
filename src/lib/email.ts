import { zEmail } from "@generated/api/user/zod.gen";

/**
 * The email rule of every form (accounts-identity.md §5: something@something, 254 characters at
 * most): the contract's `Email` schema (openapi/common.yaml) through its generated zod, the schema
 * the mock backend checks with too, so a form never passes what the backend refuses.
 */
export const isEmail = (value: string) => zEmail.safeParse(value).success;
