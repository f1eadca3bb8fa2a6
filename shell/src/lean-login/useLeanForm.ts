import { useCallback, useRef, useState } from 'react';

// A form's state in the login app, by the rules of the shell's forms (react-final-form with
// shared-ui's fields): a field's message shows once it was left or a submit was tried; the field's
// own check first (a required field's "required" before anything else), else the server's message
// for it from the last submit until it is changed; the server's general message above the fields.

export type Validator<V> = (value: V[keyof V], all: V) => string | undefined;

/** What a submit answers: nothing on success, else the server's messages by field and its general one. */
export interface SubmitErrors {
  fields?: Record<string, string>;
  form?: string;
}

export interface LeanForm<V> {
  values: V;
  submitting: boolean;
  formError: string | null;
  set: (name: keyof V, value: V[keyof V]) => void;
  /** values replaced by the form itself (a new captcha empties its answer): not the user's change, so the server's message stays, and the fields count as not yet left */
  renew: (patch: Partial<V>) => void;
  blur: (name: keyof V) => void;
  /** the message id or server text to show under `name`, if any */
  error: (name: keyof V) => string | undefined;
  submit: () => Promise<void>;
}

export const REQUIRED_MESSAGE = 'ui.common.required';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '' || value === false;

/** A required field's check: "required" first, then the field's own rule. */
export function required<V>(validate?: Validator<V>): Validator<V> {
  return (value, all) => (isEmpty(value) ? REQUIRED_MESSAGE : validate?.(value, all));
}

export function useLeanForm<V extends object>(
  initial: V,
  validators: Partial<Record<keyof V, Validator<V>>>,
  onSubmit: (values: V) => Promise<SubmitErrors | undefined>,
): LeanForm<V> {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const latest = useRef(values);
  latest.current = values;

  const check = useCallback((name: keyof V, all: V) => validators[name]?.(all[name], all), [validators]);

  const set = useCallback((name: keyof V, value: V[keyof V]) => {
    setValues((current) => ({ ...current, [name]: value }));
    // the server's message for a field stands until the field is changed
    setServerErrors((current) => {
      if (!(name in current)) return current;
      const rest = { ...current };
      delete rest[name as string];
      return rest;
    });
  }, []);

  const renew = useCallback((patch: Partial<V>) => {
    setValues((current) => ({ ...current, ...patch }));
    setTouched((current) => {
      const rest = { ...current };
      for (const name of Object.keys(patch)) delete rest[name as keyof V];
      return rest;
    });
  }, []);

  const blur = useCallback(
    (name: keyof V) => setTouched((current) => (current[name] ? current : { ...current, [name]: true })),
    [],
  );

  // a field not left since the form renewed it shows only the server's message (its own check waits)
  const error = (name: keyof V) =>
    touched[name] ? (check(name, values) ?? serverErrors[name as string]) : serverErrors[name as string];

  const submit = useCallback(async () => {
    const all = latest.current;
    const names = Object.keys(validators) as (keyof V)[];
    setTouched(Object.fromEntries(names.map((name) => [name, true])) as Partial<Record<keyof V, boolean>>);
    if (names.some((name) => check(name, all) !== undefined)) return;
    setSubmitting(true);
    try {
      const errors = await onSubmit(all);
      setServerErrors(errors?.fields ?? {});
      setFormError(errors?.form ?? null);
    } finally {
      setSubmitting(false);
    }
  }, [check, onSubmit, validators]);

  return { values, submitting, formError, set, renew, blur, error, submit };
}
