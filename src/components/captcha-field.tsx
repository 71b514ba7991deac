import { useQuery } from "@tanstack/react-query";
import { generateCaptchaOptions } from "@generated/api/user/@tanstack/react-query.gen";
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from "@/config/constants";
import { Field } from "./field";
import { Spinner } from "./spinner";

interface CaptchaFieldProps {
  value: string;
  onValueChange: (value: string) => void;
  errors?: readonly (string | { message?: string } | undefined)[];
  onBlur?: () => void;
}

/** The captcha query; single use, so it never goes stale by itself and is refetched after each submit. */
export const captchaQuery = () => ({ ...generateCaptchaOptions(), staleTime: Infinity, gcTime: 0, retry: 1 });

/** Image captcha (180x60 JPEG, K03) with Refresh and a numeric answer. */
export function CaptchaField({ value, onValueChange, errors, onBlur }: CaptchaFieldProps) {
  const captcha = useQuery(captchaQuery());
  return (
    <div className="captcha">
      <div className="captcha__image">
        {captcha.data ? (
          <img src={`data:image/jpeg;base64,${captcha.data.image}`} width={CAPTCHA_WIDTH} height={CAPTCHA_HEIGHT} alt="Captcha: type the digits you see" />
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
            void captcha.refetch();
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
        errors={errors}
      />
    </div>
  );
}
