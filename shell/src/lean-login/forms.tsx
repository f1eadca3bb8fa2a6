import {
  forwardRef,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { isApiError, toLatinDigits, type Locale } from '@portal/shared-sdk';
import type { CaptchaData } from '../login/earlyCaptcha';
import {
  validateCaptcha,
  validateEmail,
  validateMobile,
  validateOtpCode,
  validatePasswordConfirmation,
  validatePasswordField,
  validateRequiredText,
  validateTerms,
  validateUsername,
} from '../login/loginValidation';
import type { PrerenderedLogin } from '../login/prerenderedLogin';
import { newCaptcha, post, type LoginAnswer } from './api';
import { CheckboxInput, FormAlert, PasswordInput, SubmitButton, TextInput } from './fields';
import type { Translate } from './messages';
import { required, useLeanForm, type SubmitErrors, type Validator } from './useLeanForm';

// The login page's forms (the same fields, rules and calls as the shell's shell/src/login):
// login with the captcha, the second factor's code, registration.

export interface OtpChallenge {
  otpToken: string;
  otpType: 'app' | 'sms' | 'email';
}

interface FormContext {
  t: Translate;
  locale: Locale;
  /** a session token was issued: the page goes on to the signed-in portal */
  onSignedIn: (token: string) => void;
}

/** The seconds a 429 refusal lasts (the provider's `retry_after`), when it says. */
function retryAfterOf(error: unknown): number | null {
  if (!isApiError(error) || error.status !== 429 || !error.body || typeof error.body !== 'object')
    return null;
  const seconds = (error.body as { retry_after?: unknown }).retry_after;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/**
 * An API failure as the form's messages: the server's by field, its general one above the form; a
 * lock-out after too many attempts as "Too many attempts; try again in N minutes" with the time left.
 */
export function toSubmitErrors(error: unknown, fallback: string, t?: Translate): SubmitErrors {
  if (!isApiError(error)) return { form: fallback };
  const retryAfter = retryAfterOf(error);
  if (retryAfter !== null && t) return { form: t('shell.login.tooManyAttempts', Math.ceil(retryAfter / 60)) };
  const fields: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.fields ?? {}))
    if (messages[0]) fields[field] = messages[0];
  return { fields, form: error.message || fallback };
}

/** A validator of the shell's (value in, message id out) on a form's values. */
const on =
  <V,>(rule: (value: never, all: object) => string | undefined): Validator<V> =>
  (value, all) =>
    rule(value as never, all as object);

export interface CaptchaHandle {
  refresh: () => void;
}

function RefreshIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      <path d="M21 12a9 9 0 1 1-3-6.7L21 8" />
      <path d="M21 3v5h-5" />
    </svg>
  );
}

interface CaptchaValues {
  captcha: string;
  captcha_id: string;
}

interface CaptchaInputProps {
  t: Translate;
  locale: Locale;
  /** the image shown changed: the form sends this captcha's id */
  onCaptchaId: (id: string) => void;
  /** the answer field, under the image */
  children: ReactNode;
}

/** The captcha image with its refresh button and the answer field; keeps `captcha_id` with the image shown. */
const CaptchaInput = forwardRef<CaptchaHandle, CaptchaInputProps>(function CaptchaInput(
  { t, locale, onCaptchaId, children },
  ref,
) {
  const [state, setState] = useState<{ image: string | null; failed: boolean }>({
    image: null,
    failed: false,
  });
  const asked = useRef(0);
  const refresh = useCallback(() => {
    const ticket = (asked.current += 1);
    newCaptcha(locale).then(
      (captcha: CaptchaData) => {
        if (ticket !== asked.current) return; // only the latest one's image is shown
        onCaptchaId(captcha.captcha_id);
        setState({ image: captcha.image, failed: false });
      },
      () => {
        if (ticket === asked.current) setState({ image: null, failed: true });
      },
    );
  }, [locale, onCaptchaId]);
  useImperativeHandle(ref, () => ({ refresh }), [refresh]);
  useEffect(refresh, [refresh]);
  const alt = t('shell.login.captchaImage');
  return (
    <div>
      <div className="ll-captcha-row">
        {/* the box src/firstPaint fills in the copy painted from HTML, with this alt text */}
        <div className="ll-captcha-box" data-captcha-image={alt}>
          {state.image ? (
            <img src={state.image} alt={alt} />
          ) : state.failed ? (
            <span className="ll-captcha-failed">{t('shell.login.captchaFailed')}</span>
          ) : (
            <div className="ll-skeleton" />
          )}
        </div>
        <button
          type="button"
          className="ll-icon-button ll-outline"
          aria-label={t('shell.login.captchaRefresh')}
          onClick={refresh}
        >
          <RefreshIcon />
        </button>
      </div>
      {children}
    </div>
  );
});

interface LoginValues extends CaptchaValues {
  username: string;
  password: string;
}

/**
 * Keeps the form's `captcha_id` with the image shown. A later image (after a failed attempt, or the
 * refresh button) empties the answer typed for the one before: that answer was spent.
 */
function useCaptchaId(renew: (patch: { captcha_id: string; captcha?: string }) => void) {
  const shown = useRef(false);
  return useCallback(
    (id: string) => {
      renew(shown.current ? { captcha_id: id, captcha: '' } : { captcha_id: id });
      shown.current = true;
    },
    [renew],
  );
}

export function LoginForm({
  t,
  locale,
  onSignedIn,
  onOtpRequired,
  prerendered,
}: FormContext & { onOtpRequired: (challenge: OtpChallenge) => void; prerendered: PrerenderedLogin | null }) {
  const captcha = useRef<CaptchaHandle>(null);
  const validators = useMemo(
    () => ({
      username: required<LoginValues>(on(validateUsername)),
      password: required<LoginValues>(on(validatePasswordField)),
      captcha: required<LoginValues>(on(validateCaptcha)),
    }),
    [],
  );
  const onSubmit = useCallback(
    async (values: LoginValues) => {
      try {
        const result = await post<LoginAnswer>(
          '/auth/login',
          {
            username: toLatinDigits(values.username).trim(),
            password: values.password,
            captcha_id: values.captcha_id,
            captcha: values.captcha.trim(),
          },
          locale,
        );
        if (result.otp_required) onOtpRequired({ otpToken: result.otp_token, otpType: result.otp_type });
        else onSignedIn(result.token);
        return undefined;
      } catch (error) {
        captcha.current?.refresh(); // the answer was used up by this attempt
        return toSubmitErrors(error, t('shell.login.failed'), t);
      }
    },
    [locale, onOtpRequired, onSignedIn, t],
  );
  // the form painted from HTML is replaced by this one: what was typed there carries over
  const form = useLeanForm<LoginValues>(
    {
      username: prerendered?.username ?? '',
      password: prerendered?.password ?? '',
      captcha: '',
      captcha_id: '',
    },
    validators,
    onSubmit,
  );
  const setCaptchaId = useCaptchaId(form.renew);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (prerendered?.focused)
      formRef.current?.querySelector<HTMLInputElement>(`input[name="${prerendered.focused}"]`)?.focus();
  }, [prerendered]);
  return (
    <form
      ref={formRef}
      noValidate
      aria-label={t('shell.login.tab.login')}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <div className="ll-stack">
        <FormAlert message={form.formError} />
        <TextInput
          form={form}
          name="username"
          label={t('shell.login.username')}
          t={t}
          required
          dir="ltr"
          autoComplete="username"
        />
        <PasswordInput
          form={form}
          name="password"
          label={t('shell.login.password')}
          t={t}
          required
          autoComplete="current-password"
        />
        <CaptchaInput ref={captcha} t={t} locale={locale} onCaptchaId={setCaptchaId}>
          <TextInput
            form={form}
            name="captcha"
            label={t('shell.login.captcha')}
            t={t}
            required
            dir="ltr"
            autoComplete="off"
            maxLength={10}
          />
        </CaptchaInput>
        <SubmitButton busy={form.submitting}>{t('shell.login.submit')}</SubmitButton>
      </div>
    </form>
  );
}

export function OtpForm({
  t,
  locale,
  onSignedIn,
  challenge,
  onBack,
}: FormContext & { challenge: OtpChallenge; onBack: () => void }) {
  const validators = useMemo(() => ({ code: required<{ code: string }>(on(validateOtpCode)) }), []);
  const onSubmit = useCallback(
    async ({ code }: { code: string }) => {
      try {
        const { token } = await post<{ token: string }>(
          '/auth/login/otp',
          { otp_token: challenge.otpToken, code: toLatinDigits(code).trim() },
          locale,
        );
        onSignedIn(token);
        return undefined;
      } catch (error) {
        return toSubmitErrors(error, t('shell.otp.failed'), t);
      }
    },
    [challenge, locale, onSignedIn, t],
  );
  const form = useLeanForm({ code: '' }, validators, onSubmit);
  return (
    <form
      noValidate
      aria-label={t('shell.otp.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <div className="ll-stack">
        <p className="ll-muted">{t(`shell.otp.hint.${challenge.otpType}`)}</p>
        <FormAlert message={form.formError} />
        <TextInput
          form={form}
          name="code"
          label={t('shell.otp.code')}
          t={t}
          required
          dir="ltr"
          autoComplete="one-time-code"
          maxLength={6}
        />
        <SubmitButton busy={form.submitting}>{t('shell.otp.submit')}</SubmitButton>
        <button type="button" className="ll-button ll-ghost" onClick={onBack}>
          {t('shell.otp.back')}
        </button>
      </div>
    </form>
  );
}

interface RegisterValues extends CaptchaValues {
  name: string;
  last_name: string;
  email: string;
  mobile: string;
  password: string;
  password_confirmation: string;
  terms: boolean;
}

const REGISTER_INITIAL: RegisterValues = {
  name: '',
  last_name: '',
  email: '',
  mobile: '',
  password: '',
  password_confirmation: '',
  terms: false,
  captcha: '',
  captcha_id: '',
};

export function RegisterForm({ t, locale, onSignedIn }: FormContext) {
  const captcha = useRef<CaptchaHandle>(null);
  const validators = useMemo(
    () => ({
      name: required<RegisterValues>(on(validateRequiredText)),
      last_name: required<RegisterValues>(on(validateRequiredText)),
      email: required<RegisterValues>(on(validateEmail)),
      mobile: required<RegisterValues>(on(validateMobile)),
      password: required<RegisterValues>(on(validatePasswordField)),
      password_confirmation: required<RegisterValues>(on(validatePasswordConfirmation)),
      terms: on<RegisterValues>(validateTerms),
      captcha: required<RegisterValues>(on(validateCaptcha)),
    }),
    [],
  );
  const onSubmit = useCallback(
    async (values: RegisterValues) => {
      try {
        const { token } = await post<{ token: string }>(
          '/auth/register',
          {
            ...values,
            name: values.name.trim(),
            last_name: values.last_name.trim(),
            email: values.email.trim(),
            mobile: toLatinDigits(values.mobile).trim(),
            captcha: values.captcha.trim(),
          },
          locale,
        );
        onSignedIn(token);
        return undefined;
      } catch (error) {
        captcha.current?.refresh();
        return toSubmitErrors(error, t('shell.register.failed'));
      }
    },
    [locale, onSignedIn, t],
  );
  const form = useLeanForm(REGISTER_INITIAL, validators, onSubmit);
  const setCaptchaId = useCaptchaId(form.renew);
  return (
    <form
      noValidate
      aria-label={t('shell.login.tab.register')}
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <div className="ll-stack">
        <FormAlert message={form.formError} />
        <div className="ll-grid">
          <TextInput
            form={form}
            name="name"
            label={t('shell.register.name')}
            t={t}
            required
            autoComplete="given-name"
          />
          <TextInput
            form={form}
            name="last_name"
            label={t('shell.register.lastName')}
            t={t}
            required
            autoComplete="family-name"
          />
        </div>
        <TextInput
          form={form}
          name="email"
          type="email"
          label={t('shell.register.email')}
          t={t}
          required
          dir="ltr"
          autoComplete="email"
        />
        <TextInput
          form={form}
          name="mobile"
          type="tel"
          label={t('shell.register.mobile')}
          t={t}
          required
          dir="ltr"
          autoComplete="tel"
        />
        <PasswordInput
          form={form}
          name="password"
          label={t('shell.login.password')}
          helperText={t('shell.register.passwordHint')}
          t={t}
          required
          autoComplete="new-password"
        />
        <PasswordInput
          form={form}
          name="password_confirmation"
          label={t('shell.register.passwordConfirmation')}
          t={t}
          required
          autoComplete="new-password"
        />
        <CaptchaInput ref={captcha} t={t} locale={locale} onCaptchaId={setCaptchaId}>
          <TextInput
            form={form}
            name="captcha"
            label={t('shell.login.captcha')}
            t={t}
            required
            dir="ltr"
            autoComplete="off"
            maxLength={10}
          />
        </CaptchaInput>
        <CheckboxInput form={form} name="terms" label={t('shell.register.terms')} t={t} />
        <SubmitButton busy={form.submitting}>{t('shell.register.submit')}</SubmitButton>
      </div>
    </form>
  );
}
