import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import CircleAlert from 'lucide-react/icons/circle-alert';
import type { Locale } from '../../../shared/locale.js';
import { formAddressesIn, type FormId, type FormResult } from '../../../shared/schemas/form-posts.js';
import type { ApiResult } from '../../lib/api.js';
import type { ShellTexts } from './island-texts.js';
import { sendForm } from './send.js';
import { Honeypot } from './FormField.js';
import { SubmitButton } from './SubmitButton.js';

/** What the shell needs from useValidatedForm. */
type FormState<T> = {
  validate(): Promise<T | null>;
  honeypotValue: string;
  honeypot: { value: string; onChange(event: ChangeEvent<HTMLInputElement>): void };
  formProps: { onFocus(): void };
};

type Props<T extends Record<string, string>> = {
  formId: FormId;
  /** The page's language: the form posts to its page in it, which answers in it. */
  locale: Locale;
  texts: ShellTexts;
  /** The form's accessible name. */
  label: string;
  /** The server's answer to a native post that did not go through: its alert shows under this title. */
  answered?: FormResult;
  alertTitle: string;
  /** The element id the form's own address points at (the form itself unless a wrapper has it). */
  id?: string;
  form: FormState<T>;
  onResult(result: ApiResult): void;
  children: ReactNode;
};

/**
 * What both contact forms share: a native post to the form's page (the server answers with the page
 * again, errors and values in place, or with its confirmation page), which script replaces once live:
 * validate, then send once at a time ('Sending...' meanwhile, in the page's language). Also the required-fields note, the
 * honeypot and the submit button. The fields are the children.
 */
export function FormShell<T extends Record<string, string>>({
  formId,
  locale,
  texts,
  label,
  answered,
  alertTitle,
  id,
  form,
  onResult,
  children,
}: Props<T>) {
  const [sending, setSending] = useState(false);
  const post = formAddressesIn(formId, locale);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const values = await form.validate();
    if (!values) return;
    setSending(true);
    const result = await sendForm(formId, locale, values, form.honeypotValue);
    setSending(false);
    onResult(result);
  }

  return (
    <form
      id={id}
      noValidate
      method="post"
      action={post.action}
      onSubmit={submit}
      {...form.formProps}
      aria-label={label}
      aria-busy={sending}
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <p className="text-sm text-muted sm:col-span-2">
        {texts.requiredNote.before}
        <span className="font-semibold text-accent-700">*</span>
        {texts.requiredNote.after}
      </p>
      {answered?.alert && (
        <div
          role="alert"
          tabIndex={-1}
          // The page the server answers with opens here, where the visitor learns why nothing was sent.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          className="flex scroll-mt-24 items-start gap-3 rounded-xl border border-danger-200 bg-danger-50 p-4 text-danger-800 outline-none sm:col-span-2"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">{alertTitle}</p>
            <p className="mt-1">{answered.alert}</p>
          </div>
        </div>
      )}
      {children}
      <Honeypot id={`${formId}-website`} label={texts.honeypot} {...form.honeypot} />
      <div className="sm:col-span-2">
        <SubmitButton sending={sending} label={texts.send} sendingLabel={texts.sending} className="w-full sm:w-auto" />
      </div>
    </form>
  );
}
