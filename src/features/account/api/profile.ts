import { useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import {
  changeEmailMutation,
  keepEmailMutation,
  saveInterestMutation,
  saveProfilePictureMutation,
  setAvatarMutation,
  startOAuthMutation,
  updateTelegramMutation,
  updateTwitterMutation,
} from "@generated/api/user/@tanstack/react-query.gen";
import {
  claimPointMutation,
  connectSocialMutation,
  connectTelegramMutation,
  createMicroPromptMutation,
  generatePictureMutation,
} from "@generated/api/site/@tanstack/react-query.gen";
import { zSaveInterestBody } from "@generated/api/user/zod.gen";
import { apiError } from "@/lib/api-error";
import { tagged } from "@/lib/query-tags";
import { useWrite } from "@/lib/write";

/** Every place that shows the player (header, menu, account, profile pages) follows a change. */
function useRefreshUser() {
  const queryClient = useQueryClient();
  return () => {
    // the contract's 'profile' tag: the player's own account and every profile page's answer
    // (whatever the username in its key), kept ones too (the player's own page may be read again)
    void queryClient.invalidateQueries({ ...tagged("profile"), refetchType: "all" });
  };
}

/** The profile form's three calls (email, X id, Telegram username); each answers with its own message. */
export function useProfileSave() {
  const refresh = useRefreshUser();
  return {
    email: useWrite({ ...changeEmailMutation(), onSettled: refresh }),
    twitter: useWrite({ ...updateTwitterMutation(), onSettled: refresh }),
    telegram: useWrite({ ...updateTelegramMutation(), onSettled: refresh }),
  };
}

/**
 * The keep link of an email change's notice (user.yaml keepEmail): the account keeps its address and
 * is signed out everywhere; whatever this browser shows of an account is read again (a session the
 * server ended is then ended here too).
 */
export function useKeepEmail() {
  const queryClient = useQueryClient();
  return useWrite({ ...keepEmailMutation(), onSuccess: () => void queryClient.invalidateQueries() });
}

/** The avatar popup's choice: 'Avatar updated!'. */
export function useSetAvatar(onDone: () => void) {
  const refresh = useRefreshUser();
  return useWrite({
    ...setAvatarMutation(),
    onSuccess: () => {
      toast.success("Avatar updated!");
      refresh();
      onDone();
    },
    onError: (e) => toast.error(apiError(e, "Could not update the avatar").message),
  });
}

/** An AI call's failure: the service answered with an error, or the call did not get through (accounts-identity.md §8's two texts). */
const aiFailure = (e: unknown, answered: string, unreachable: string) => (apiError(e, "").fromBackend ? answered : unreachable);

/** chat-agent/ttt: the interest text becomes a picture prompt. */
export const useMicroPrompt = () =>
  useWrite({
    ...createMicroPromptMutation(),
    onError: (e) => toast.error(aiFailure(e, "There was an issue create micro promt", "Could not create micro prompt")),
  });

/** image-agent: the picture of a prompt (the site route trims and styles it, K14). */
export const useGeneratePicture = () => useWrite({ ...generatePictureMutation(), onError: () => toast.error("Could not generate picture") });

/**
 * The picture's text is saved as the player's interest, whose length the contract bounds: a text
 * within 150 words can be longer (long words) and would fail only at Save, after the AI made its
 * picture. The contract's limit when the trimmed text is over it, else null.
 */
export function interestLengthLimit(text: string): number | null {
  const parsed = zSaveInterestBody.shape.text.safeParse(text.trim());
  const issue = parsed.success ? undefined : parsed.error.issues.find((i) => i.code === "too_big");
  return issue && "maximum" in issue ? Number(issue.maximum) : null;
}

/** A Save whose interest text was stored but whose picture was not: the failure says which. */
export const INTEREST_ONLY = "Your interest is saved; the picture is not. Save again to save it.";
const interestSaved = new WeakSet<object>();

/** Save: the interest text, then the picture; the player's picture shows everywhere at once. */
export function useSavePicture(onDone: () => void) {
  const refresh = useRefreshUser();
  const interest = useWrite(saveInterestMutation());
  const picture = useWrite(saveProfilePictureMutation());
  return useWrite({
    mutationFn: async ({ text, image }: { text: string; image: string }) => {
      await interest.mutateAsync({ body: { text } });
      try {
        return await picture.mutateAsync({ body: { image_base64: image } });
      } catch (error) {
        if (typeof error === "object" && error !== null) interestSaved.add(error);
        throw error;
      }
    },
    onSuccess: () => {
      toast.success("Saved your interest and profile picture successfully");
      onDone();
    },
    // what was stored shows, the interest alone too
    onSettled: refresh,
    onError: (e) =>
      toast.error(aiFailure(e, "There was an issue save your interest and profile picture", "Could not save your interest and profile picture"), {
        description: interestSaved.has(e as object) ? INTEREST_ONLY : undefined,
      }),
  });
}

export type SocialNetwork = "twitter" | "discord" | "linkedin" | "telegram";

/** Starts a connection: the backend answers the provider's page and a state for this session. */
export const useStartSocial = () => useWrite(startOAuthMutation());

/** The callbacks (accounts-identity.md §4): an OAuth code with its state, or Telegram's login data. */
export function useSocialCallback() {
  const refresh = useRefreshUser();
  const oauth = useWrite({ ...connectSocialMutation(), onSettled: refresh });
  const telegram = useWrite({ ...connectTelegramMutation(), onSettled: refresh });
  const claim = useWrite(claimPointMutation());
  return { oauth, telegram, claim };
}
