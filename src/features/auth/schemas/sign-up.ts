import { z } from "zod";
import { PASSWORD_IS_IDENTITY, USERNAME_PATTERN, USERNAME_REFUSED } from "@/config/constants";
import { isEmail } from "@/lib/email";
import { email, password, required } from "@/lib/form-fields";

/** accounts-identity.md §5, sign-up. The email is not required in the email-wallet and wallet variants. */
export const signUpSchema = (emailRequired: boolean) =>
  z
    .object({
      username: required("Username is required").refine((v) => v.trim() === "" || USERNAME_PATTERN.test(v.trim()), USERNAME_REFUSED),
      password: password("Password is required", "Password must have at least 8 characters"),
      email: emailRequired
        ? email("Email is required", "Please enter email address")
        : z.string().refine((v) => v.trim() === "" || isEmail(v.trim()), "Please enter email address"),
      captcha: required("Captcha is required").refine((v) => /^\d*$/.test(v), "Captcha is required"),
    })
    // the backend refuses it too (with a common password, which only it can check against its list)
    .refine(({ password, username, email }) => ![username, email].some((v) => v.trim() !== "" && v.trim().toLowerCase() === password.trim().toLowerCase()), {
      path: ["password"],
      message: PASSWORD_IS_IDENTITY,
    });
export type SignUpValues = z.infer<ReturnType<typeof signUpSchema>>;
