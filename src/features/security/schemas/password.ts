import { z } from "zod";
import { confirmMatches, newPasswordFields, required } from "@/lib/form-fields";

export const SAME_PASSWORD = "Choose a new password, not the one you have now.";

/** The password change: the current password, then the new one as any new password is typed (twice). */
export const changePasswordSchema = z.object({ current: required("Current password is required"), ...newPasswordFields }).superRefine((v, ctx) => {
  confirmMatches(v, ctx);
  if (v.current !== "" && v.password === v.current) ctx.addIssue({ code: "custom", path: ["password"], message: SAME_PASSWORD });
});
