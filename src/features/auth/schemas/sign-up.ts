import { z } from "zod";
import { PASSWORD_IS_IDENTITY, USERNAME_PATTERN, USERNAME_REFUSED } from "@/config/constants";
import { isEmail } from "@/lib/email";
import { email, newPassword, required } from "@/lib/form-fields";

/** accounts-identity.md §5, sign-up. The email is not required in the email-wallet and wallet variants. */
export const signUpSchema = (emailRequired: boolean) =>
  z
    .object({
      username: required("Username is required").refine((v) => v.trim() === "" || USERNAME_PATTERN.test(v.trim()), USERNAME_REFUSED),
      password: newPassword("Password is required", "Password must have at least 8 characters"),
      email: emailRequired
        ? email("Email is required", "Please enter email address")
        : z.string().refine((v) => v.trim() === "" || isEmail(v.trim()), "Please enter email address"),
      captcha: required("Captcha is required").refine((v) => /^\d*$/.test(v), "Captcha is required"),
    })
    // the backend refuses it too (with a common password, which only it can check against its list):
    // the username, the email, or the email's name before the @
    .refine(({ password, username, email }) => !identities(username, email).includes(password.trim().toLowerCase()), {
      path: ["password"],
      message: PASSWORD_IS_IDENTITY,
    });
export type SignUpValues = z.infer<ReturnType<typeof signUpSchema>>;

/** What a new password must not be, lower-cased: the username, the email and the email's name before the @. */
const identities = (username: string, email: string) => {
  const address = email.trim().toLowerCase();
  return [username.trim().toLowerCase(), address, address.split("@")[0]].filter((v) => v !== "");
};
