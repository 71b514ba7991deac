import { z } from "zod";
import { password, required } from "@/lib/form-fields";

/** accounts-identity.md §5, sign-in. */
export const signInSchema = z.object({
  username: required("Email or Username is required"),
  password: password("Password is required", "Password must have at least 8 characters"),
});
export type SignInValues = z.infer<typeof signInSchema>;
