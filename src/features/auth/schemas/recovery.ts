import { z } from "zod";
import { email, password, required } from "./fields";

/** accounts-identity.md §5, forgot password. */
export const forgotPasswordSchema = z.object({
  email: email("Email is required", "Please enter email address"),
  captcha: required("Captcha is required"),
});

/** accounts-identity.md §5, new password. */
export const newPasswordSchema = z
  .object({
    password: password("Password is required", "Password must have at least 8 characters"),
    confirm: password("Confirm password is required", "Confirm Password must have at least 8 characters"),
  })
  .superRefine((v, ctx) => {
    if (v.confirm.length > 0 && v.password !== v.confirm)
      ctx.addIssue({ code: "custom", path: ["confirm"], message: "The password and confirmation password do not match" });
  });
