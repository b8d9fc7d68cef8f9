import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A field's check: the message to show, or null when the value is acceptable. */
export type Rule = (value: string, values: Readonly<Record<string, string>>) => string | null;

export type FormErrors<K extends string> = Partial<Record<K, string>>;

export interface FormState<K extends string> {
  values: Readonly<Record<K, string>>;
  errors: FormErrors<K>;
  submitting: boolean;
  /**
   * Props for a text control: its first value, the element's ref, change and blur handlers, the invalid state and
   * its message's id. The control is the browser's (uncontrolled): what a visitor typed before the page's script
   * arrived is kept, and read when the script takes over.
   */
  control(name: K): {
    id: string;
    name: K;
    defaultValue: string;
    ref: (element: FieldElement | null) => void;
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
    onBlur: () => void;
    'aria-invalid': boolean | undefined;
    'aria-describedby': string | undefined;
  };
  /** Props for a checkbox whose value is "true" or "" (uncontrolled too). */
  checkbox(name: K): {
    id: string;
    name: K;
    defaultChecked: boolean;
    ref: (element: HTMLInputElement | null) => void;
    onChange: (event: ChangeEvent<HTMLInputElement>) => void;
    'aria-invalid': boolean | undefined;
    'aria-describedby': string | undefined;
  };
  setValue(name: K, value: string): void;
  /** Shows messages the server sent for fields (`validationErrors`), or clears one with null. */
  setErrors(errors: FormErrors<K>): void;
  /** Checks the named fields now (a step before the submit, e.g. sending an SMS code); true when they pass. */
  validate(names?: K[]): boolean;
  /** A submit handler: checks every field, then runs `send` with the values once at a time. */
  handleSubmit(send: (values: Record<K, string>) => Promise<void> | void): (event: FormEvent) => void;
  errorId(name: K): string;
}

/**
 * A form's values, checks and messages, for forms built from native controls (docs/decisions/0017-light-public-
 * pages.md). A field's message appears once it has been left or the form sent, and goes as soon as the value
 * is fixed. The browser's own checks stay off (`noValidate` on the form) so every message reads the same.
 */
export function useForm<K extends string>(
  initial: Record<K, string>,
  rules: Partial<Record<K, Rule[]>>,
  idPrefix = 'f',
): FormState<K> {
  const [values, setValues] = useState(initial);
  const [errors, setErrorState] = useState<FormErrors<K>>({});
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const latest = useRef(values);
  latest.current = values;
  /** The elements of the fields, to write a value set by code (a captcha answer cleared after use). */
  const elements = useRef(new Map<K, FieldElement>());

  const check = useCallback(
    (name: K, all: Record<K, string>): string | null => {
      for (const rule of rules[name] ?? []) {
        const message = rule(all[name] ?? '', all);
        if (message) return message;
      }
      return null;
    },
    [rules],
  );

  /** The element of a field arrived: what it already holds (typed before the script took over) is the value. */
  const attach = (name: K, element: FieldElement | null, read: (element: FieldElement) => string) => {
    if (!element) {
      elements.current.delete(name);
      return;
    }
    if (elements.current.get(name) === element) return;
    elements.current.set(name, element);
    const present = read(element);
    if (present !== (latest.current[name] ?? '')) update(name, present);
  };

  const update = (name: K, value: string) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    // The field itself once it has been left, and every field showing a message (a repeated password's
    // message goes when the first one changes to match it).
    setErrorState((current) => {
      const recheck = new Set([...(Object.keys(current) as K[]), ...(touched[name] ? [name] : [])]);
      if (recheck.size === 0) return current;
      const copy = { ...current };
      for (const field of recheck) {
        const message = check(field, next);
        if (message) copy[field] = message;
        else delete copy[field];
      }
      return copy;
    });
  };

  const errorId = (name: K) => `${idPrefix}-${name}-error`;
  const described = (name: K) => (errors[name] ? errorId(name) : undefined);

  const validate = (names?: K[]): boolean => {
    const all = latest.current;
    const list = names ?? (Object.keys(all) as K[]);
    const found: FormErrors<K> = {};
    for (const name of list) {
      const message = check(name, all);
      if (message) found[name] = message;
    }
    setTouched((current) => ({ ...current, ...Object.fromEntries(list.map((name) => [name, true])) }));
    setErrorState((current) => {
      const copy = { ...current };
      for (const name of list) {
        if (found[name]) copy[name] = found[name];
        else delete copy[name];
      }
      return copy;
    });
    return Object.keys(found).length === 0;
  };

  return {
    values,
    errors,
    submitting,
    errorId,
    control: (name) => ({
      id: `${idPrefix}-${name}`,
      name,
      defaultValue: initial[name] ?? '',
      ref: (element) => attach(name, element, (e) => e.value),
      onChange: (event) => update(name, event.target.value),
      onBlur: () => {
        setTouched((current) => ({ ...current, [name]: true }));
        const message = check(name, latest.current);
        setErrorState((current) => {
          const copy = { ...current };
          if (message) copy[name] = message;
          else delete copy[name];
          return copy;
        });
      },
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': described(name),
    }),
    checkbox: (name) => ({
      id: `${idPrefix}-${name}`,
      name,
      defaultChecked: initial[name] === 'true',
      ref: (element) => attach(name, element, (e) => ((e as HTMLInputElement).checked ? 'true' : '')),
      onChange: (event) => update(name, event.target.checked ? 'true' : ''),
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': described(name),
    }),
    setValue: (name, value) => {
      const element = elements.current.get(name);
      if (element instanceof HTMLInputElement && element.type === 'checkbox') element.checked = value === 'true';
      else if (element) element.value = value;
      update(name, value);
    },
    setErrors: (next) =>
      setErrorState((current) => {
        const copy = { ...current };
        for (const [name, message] of Object.entries(next) as [K, string | null | undefined][]) {
          if (message) copy[name] = message;
          else delete copy[name];
        }
        return copy;
      }),
    validate,
    handleSubmit: (send) => (event) => {
      event.preventDefault();
      if (busy.current || !validate()) return;
      busy.current = true;
      setSubmitting(true);
      void Promise.resolve()
        .then(() => send({ ...latest.current }))
        .catch(() => undefined)
        .finally(() => {
          busy.current = false;
          setSubmitting(false);
        });
    },
  };
}
