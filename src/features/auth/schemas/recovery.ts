import { z } from "zod";
import { confirmMatches, email, newPasswordFields, required } from "@/lib/form-fields";

/** accounts-identity.md §5, forgot password. */
export const forgotPasswordSchema = z.object({
  email: email("Email is required", "Please enter email address"),
  captcha: required("Captcha is required"),
});

/** accounts-identity.md §5, new password. */
export const newPasswordSchema = z.object(newPasswordFields).superRefine(confirmMatches);
