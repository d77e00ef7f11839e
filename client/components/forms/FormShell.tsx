import { useId, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useHydrated } from '../../lib/useHydrated.js';
import type { ApiResult } from '../../lib/api.js';
import { Honeypot } from './FormField.js';
import { SubmitButton } from './SubmitButton.js';

/** What the shell needs from useValidatedForm. */
type FormState<T> = {
  validate(): Promise<T | null>;
  honeypotValue: string;
  honeypot: { value: string; onChange(event: ChangeEvent<HTMLInputElement>): void };
  formProps: { onFocus(): void };
};

type Props<T> = {
  /** The form's accessible name. */
  label: string;
  form: FormState<T>;
  send(values: T, honeypot: string): Promise<ApiResult>;
  onResult(result: ApiResult): void;
  children: ReactNode;
};

/**
 * What both contact forms share: validate, then send once at a time ('Sending...' meanwhile), the
 * required-fields note, the honeypot and the submit button. The fields are the children.
 */
export function FormShell<T>({ label, form, send, onResult, children }: Props<T>) {
  const id = useId();
  const [sending, setSending] = useState(false);
  // The button works only once React handles the submit (no native GET with the visitor's data in the URL).
  const ready = useHydrated();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const values = await form.validate();
    if (!values) return;
    setSending(true);
    const result = await send(values, form.honeypotValue);
    setSending(false);
    onResult(result);
  }

  return (
    <form
      noValidate
      method="post"
      onSubmit={submit}
      {...form.formProps}
      aria-label={label}
      aria-busy={sending}
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <p className="text-sm text-muted sm:col-span-2">
        Fields marked <span className="font-semibold text-accent-700">*</span> are required.
      </p>
      {children}
      <Honeypot id={`${id}-website`} {...form.honeypot} />
      <div className="sm:col-span-2">
        <SubmitButton sending={sending} ready={ready} className="w-full sm:w-auto" />
      </div>
    </form>
  );
}
