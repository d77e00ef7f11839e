import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { fieldErrors } from '../../../shared/schemas/fields.js';
import type { FormResult } from '../../../shared/schemas/form-posts.js';
import { errorMap, type FormMessages } from '../../../shared/schemas/messages.js';
import { preloadToasts } from '../ui/Toaster.js';

type Issues = readonly { path: readonly PropertyKey[]; message: string }[];
export type FormSchema<T> = {
  safeParse(
    input: unknown,
    params: { error: ReturnType<typeof errorMap> },
  ): { success: true; data: T } | { success: false; error: { issues: Issues } };
};
type Control = HTMLInputElement | HTMLTextAreaElement;

/**
 * Form state validated with a shared schema: errors per field (in `messages`, the page's language),
 * re-checked as the visitor types once they have tried to send, and focus moved to the first invalid
 * field (after the errors render, so a screen reader announces the field with its message). The schema
 * (and zod) is fetched when the visitor first focuses the form; if it cannot be fetched the server's
 * validation still applies.
 */
export function useValidatedForm<F extends string, T>(
  loadSchema: () => Promise<FormSchema<T>>,
  fields: readonly F[],
  messages: FormMessages,
  /** The server's answer to a native post of this form: the page starts with its values and errors. */
  answered?: FormResult,
) {
  const empty = () => Object.fromEntries(fields.map((f) => [f, ''])) as Record<F, string>;
  const [values, setValues] = useState<Record<F, string>>(() => ({ ...empty(), ...known(answered?.values ?? {}) }));
  const [errors, setErrors] = useState<Partial<Record<F, string>>>(() => known(answered?.errors ?? {}));
  const [attempted, setAttempted] = useState(() => Object.keys(errors).length > 0);
  // Where the page opens after a native post that failed validation: at its first invalid field.
  const firstAnswered = fields.find((field) => answered?.errors[field]);
  const [honeypot, setHoneypot] = useState('');
  const [focusRequest, setFocusRequest] = useState<{ field: F } | null>(null);
  const controls = useRef<Partial<Record<F, Control | null>>>({});
  const schema = useRef<FormSchema<T> | null>(null);
  const loading = useRef<Promise<FormSchema<T> | null> | null>(null);

  useEffect(() => {
    const control = focusRequest && controls.current[focusRequest.field];
    if (!control) return;
    // The field with its label, clear of the sticky header (the page's scroll-padding), then focus in place.
    control.parentElement?.scrollIntoView({ block: 'nearest' });
    control.focus({ preventScroll: true });
  }, [focusRequest]);

  // A form hydrated after the visitor started typing (its code loads late): keep what is in the fields.
  useEffect(() => {
    const typed: Partial<Record<F, string>> = {};
    for (const field of fields) {
      const value = controls.current[field]?.value;
      if (value) typed[field] = value;
    }
    // The DOM is the outside source here: read once, on mount.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function known(all: Record<string, string>) {
    const picked: Partial<Record<F, string>> = {};
    for (const field of fields) if (all[field]) picked[field] = all[field];
    return picked;
  }

  const load = () =>
    (loading.current ??= loadSchema().then(
      (loaded) => (schema.current = loaded),
      () => {
        loading.current = null;
        return null;
      },
    ));

  const check = (rules: FormSchema<T>, input: Record<F, string>) => {
    const result = rules.safeParse(input, { error: errorMap(messages) });
    return result.success
      ? { data: result.data, errors: {} }
      : { data: null, errors: known(fieldErrors(result.error.issues)) };
  };

  const showErrors = (next: Partial<Record<F, string>>) => {
    setErrors(next);
    const first = fields.find((f) => next[f]);
    if (first) setFocusRequest({ field: first });
  };

  return {
    values,
    errors,
    /** Spread on the <form>: starts fetching the rules (and the toasts' code) as soon as any field gets focus. */
    formProps: {
      onFocus: () => {
        void load();
        preloadToasts();
      },
    },
    honeypot: {
      value: honeypot,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setHoneypot(event.target.value),
    },
    honeypotValue: honeypot,
    /** The props a field needs: value, change handler, ref for focus, its error. */
    field(name: F) {
      return {
        name,
        value: values[name],
        error: errors[name],
        autoFocus: name === firstAnswered,
        controlRef: (el: Control | null) => {
          controls.current[name] = el;
        },
        onChange: (event: ChangeEvent<Control>) => {
          const next = { ...values, [name]: event.target.value };
          setValues(next);
          if (attempted && schema.current) setErrors(check(schema.current, next).errors);
        },
      };
    },
    /** The parsed values when valid; otherwise shows the errors and focuses the first invalid field. */
    async validate(): Promise<T | null> {
      setAttempted(true);
      const rules = await load();
      // Without the rules (the chunk could not be fetched), the server validates and names the fields.
      if (!rules) return values as unknown as T;
      const { data, errors: found } = check(rules, values);
      if (data) {
        setErrors({});
        return data;
      }
      showErrors(found);
      return null;
    },
    /** Field errors the server named (a 400 answer). */
    showServerErrors(all: Record<string, string>) {
      showErrors(known(all));
    },
    reset() {
      setValues(empty());
      setErrors({});
      setAttempted(false);
      setHoneypot('');
    },
  };
}
