import { useId, useState, type ReactNode } from 'react';
import type { Translate } from './messages';
import type { LeanForm } from './useLeanForm';

// The login app's fields: plain elements in the markup shared-ui's fields give (label with the
// required mark, the control, the helper text or the message under it), styled by login.css.

interface FieldProps<V> {
  form: LeanForm<V>;
  name: keyof V & string;
  label: string;
  t: Translate;
  helperText?: string;
  required?: boolean;
}

function FieldShell({
  id,
  label,
  required,
  error,
  helper,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  helper?: string;
  children: ReactNode;
}) {
  return (
    <div className="ll-field" data-invalid={error ? '' : undefined}>
      <label className="ll-label" htmlFor={id}>
        {label}
        {required && (
          <span className="ll-required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {helper && !error && (
        <div className="ll-helper" id={`${id}-helper`}>
          {helper}
        </div>
      )}
      {error && (
        <div className="ll-error" id={`${id}-error`}>
          {error}
        </div>
      )}
    </div>
  );
}

export interface TextInputProps<V> extends FieldProps<V> {
  type?: 'text' | 'email' | 'tel';
  dir?: 'ltr';
  autoComplete: string;
  maxLength?: number;
}

export function TextInput<V>({
  form,
  name,
  label,
  t,
  helperText,
  required,
  type = 'text',
  dir,
  autoComplete,
  maxLength,
}: TextInputProps<V>) {
  const id = useId();
  const code = form.error(name);
  const error = code ? t(code) : undefined;
  return (
    <FieldShell id={id} label={label} required={required} error={error} helper={helperText}>
      <input
        className="ll-input"
        id={id}
        name={name}
        type={type}
        dir={dir}
        autoComplete={autoComplete}
        maxLength={maxLength}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : helperText ? `${id}-helper` : undefined}
        value={String(form.values[name] ?? '')}
        onChange={(event) => form.set(name, event.target.value as V[keyof V])}
        onBlur={() => form.blur(name)}
      />
    </FieldShell>
  );
}

function EyeIcon({ off }: { off: boolean }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {off ? (
        <>
          <path d="M9.9 4.2A10 10 0 0 1 12 4c6.5 0 10 7 10 7a18 18 0 0 1-2.2 3.2" />
          <path d="M6.6 6.6A18 18 0 0 0 2 12s3.5 7 10 7a10 10 0 0 0 5.4-1.6" />
          <path d="m2 2 20 20" />
        </>
      ) : (
        <>
          <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
          <circle cx="12" cy="12" r="3" />
        </>
      )}
    </svg>
  );
}

export interface PasswordInputProps<V> extends FieldProps<V> {
  autoComplete: 'current-password' | 'new-password';
}

/** A password with the show/hide toggle at the field's end (in both directions). */
export function PasswordInput<V>({
  form,
  name,
  label,
  t,
  helperText,
  required,
  autoComplete,
}: PasswordInputProps<V>) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const code = form.error(name);
  const error = code ? t(code) : undefined;
  return (
    <FieldShell id={id} label={label} required={required} error={error} helper={helperText}>
      <div className="ll-password">
        <input
          className="ll-input"
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : helperText ? `${id}-helper` : undefined}
          value={String(form.values[name] ?? '')}
          onChange={(event) => form.set(name, event.target.value as V[keyof V])}
          onBlur={() => form.blur(name)}
        />
        <button
          type="button"
          className="ll-icon-button ll-ghost ll-toggle"
          aria-label={t(visible ? 'ui.password.hide' : 'ui.password.show')}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon off={visible} />
        </button>
      </div>
    </FieldShell>
  );
}

/** A checkbox with its label; its message under it. */
export function CheckboxInput<V>({ form, name, label, t }: FieldProps<V>) {
  const id = useId();
  const code = form.error(name);
  const error = code ? t(code) : undefined;
  return (
    <div className="ll-field" data-invalid={error ? '' : undefined}>
      <label className="ll-checkbox" htmlFor={id}>
        <input
          id={id}
          name={name}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          checked={form.values[name] === true}
          onChange={(event) => {
            form.set(name, event.target.checked as V[keyof V]);
            form.blur(name);
          }}
        />
        <span>{label}</span>
      </label>
      {error && (
        <div className="ll-error" id={`${id}-error`}>
          {error}
        </div>
      )}
    </div>
  );
}

/**
 * The server's general message of the last failed submit, above the fields (an error); or why the
 * portal sent the visitor to this page (a warning, as the portal's other warnings).
 */
export function FormAlert({
  message,
  status = 'error',
}: {
  message: string | null;
  status?: 'error' | 'warning';
}) {
  if (!message) return null;
  return (
    <div className={status === 'warning' ? 'll-alert ll-alert-warning' : 'll-alert'} role="alert">
      <svg
        className="ll-alert-icon"
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="currentColor"
        aria-hidden="true"
      >
        <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z" />
      </svg>
      <div className="ll-alert-title">{message}</div>
    </div>
  );
}

/** The form's submit button: a spinner in place of its text while the call runs. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button
      type="submit"
      className="ll-button ll-solid ll-full"
      disabled={busy}
      aria-busy={busy || undefined}
      data-loading={busy ? '' : undefined}
    >
      {busy && <span className="ll-spinner" aria-hidden="true" />}
      <span className="ll-button-text">{children}</span>
    </button>
  );
}
