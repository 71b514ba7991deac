import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from "@/config/constants";
import { Field } from "./field";
import { Spinner } from "./spinner";
import "@/components/form.css";

/** What the field shows of a captcha; the auth feature's useCaptcha() provides it. */
export interface CaptchaView {
  image: string | null;
  isError: boolean;
  isFetching: boolean;
  refresh: () => void;
}

interface CaptchaFieldProps {
  captcha: CaptchaView;
  value: string;
  onValueChange: (value: string) => void;
  errors?: readonly (string | { message?: string } | undefined | null)[];
  onBlur?: () => void;
  /** A sentence under the field about the captcha shown (why a new one replaced the last). */
  notice?: string | null;
}

/** Image captcha (180x60 JPEG, K03) with Refresh and a numeric answer. Display only. */
export function CaptchaField({ captcha, value, onValueChange, errors, onBlur, notice }: CaptchaFieldProps) {
  return (
    <div className="captcha">
      <div className="captcha__image">
        {captcha.image ? (
          <img src={`data:image/jpeg;base64,${captcha.image}`} width={CAPTCHA_WIDTH} height={CAPTCHA_HEIGHT} alt="Captcha: type the digits you see" />
        ) : captcha.isError ? (
          <span role="alert">Could not load the captcha.</span>
        ) : (
          <Spinner label="Loading captcha" />
        )}
        <button
          type="button"
          className="btn btn--ghost"
          onClick={() => {
            onValueChange("");
            captcha.refresh();
          }}
          disabled={captcha.isFetching}
        >
          Refresh
        </button>
      </div>
      <Field
        label="Captcha"
        value={value}
        onValueChange={(v) => onValueChange(v.replace(/\D/g, ""))}
        onBlur={onBlur}
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        maxLength={10}
        hint={notice ?? undefined}
        errors={errors}
      />
    </div>
  );
}
