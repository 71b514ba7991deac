import { useState } from "react";
import { Modal } from "@/components/modal";
import { PICTURE_PROMPT_MAX_WORDS, PROFILE_DEBOUNCE_MS } from "@/config/constants";
import { useDebouncedCallback } from "@/lib/use-debounced-callback";
import { interestLengthLimit, useGeneratePicture, useMicroPrompt, useSavePicture } from "../api/profile";
import "@/components/form.css";
import "@/features/account/account.css";
import { BusyButton } from "@/components/busy-button";

const words = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/**
 * The profile picture popup (accounts-identity.md §2, §5; airdrop-campaigns.md §5, §7): a
 * micro-prompt text (not empty, at most 150 words and no longer than the saved interest may be),
 * Generate (the prompt, then the picture), a new image, and save (the interest text and the
 * picture). Generate and save wait 1000 ms after the last click (K06); a progress bar shows while
 * the AI works.
 */
export function PictureDialog({ open, onClose, initialText }: { open: boolean; onClose: () => void; initialText: string }) {
  const [text, setText] = useState(initialText);
  const [image, setImage] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const prompt = useMicroPrompt();
  const picture = useGeneratePicture();
  const save = useSavePicture(onClose);
  const count = words(text);
  const tooManyWords = count > PICTURE_PROMPT_MAX_WORDS;
  const maxCharacters = tooManyWords ? null : interestLengthLimit(text);
  const tooLong = tooManyWords || maxCharacters !== null;
  const working = waiting || prompt.isPending || picture.isPending || save.isPending;

  const generateNow = async () => {
    setWaiting(false);
    try {
      const { prompt: description } = await prompt.mutateAsync({ body: { text: text.trim() } });
      const { data } = await picture.mutateAsync({ body: { text: description } });
      setImage(data);
    } catch {
      /* each step shows its own failure text (api/profile) */
    }
  };
  const generate = useDebouncedCallback(() => void generateNow(), PROFILE_DEBOUNCE_MS);
  const store = useDebouncedCallback(() => {
    setWaiting(false);
    if (image) save.mutate({ text: text.trim(), image });
  }, PROFILE_DEBOUNCE_MS);

  return (
    <Modal open={open} onClose={onClose} title="Your AI profile picture">
      <div className="form picture-dialog">
        <label className="field__label" htmlFor="micro-prompt">
          Tell us about yourself and what you like
        </label>
        <textarea
          id="micro-prompt"
          className="field__input"
          rows={4}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={tooLong}
          aria-describedby="micro-prompt-count"
        />
        <p id="micro-prompt-count" className={tooLong ? "field__error" : "muted"} role={tooLong ? "alert" : undefined}>
          {tooManyWords
            ? `not more than ${PICTURE_PROMPT_MAX_WORDS} words`
            : maxCharacters !== null
              ? `not more than ${maxCharacters.toLocaleString("en-US")} characters`
              : `${count}/${PICTURE_PROMPT_MAX_WORDS} words`}
        </p>
        {working && <progress className="picture-dialog__progress" aria-label="Working on your picture" />}
        {image && <img className="picture-dialog__preview" src={`data:image/png;base64,${image}`} alt="Generated from your prompt" width={128} height={128} />}
        <div className="mine__actions">
          <BusyButton
            type="button"
            className="btn btn--primary"
            busy={prompt.isPending || picture.isPending}
            disabled={!text.trim() || tooLong}
            onClick={() => {
              setWaiting(true);
              generate();
            }}
          >
            {image ? "Generate new image" : "Generate"}
          </BusyButton>
          {image && (
            <BusyButton
              type="button"
              className="btn btn--primary"
              busy={save.isPending}
              disabled={!text.trim() || tooLong}
              onClick={() => {
                setWaiting(true);
                store();
              }}
            >
              Save
            </BusyButton>
          )}
        </div>
      </div>
    </Modal>
  );
}
