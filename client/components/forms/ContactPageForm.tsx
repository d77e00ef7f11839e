import { useEffect, useId, useState, type FormEvent } from 'react';
import { contactPageFields, contactPageLimits } from '../../../shared/schemas/fields.js';
import { notify } from '../../lib/notify.js';
import { FormField, Honeypot } from './FormField.js';
import { SubmitButton } from './SubmitButton.js';
import { sendContactPageForm } from './send.js';
import { toasts } from './messages.js';
import { useValidatedForm } from './useValidatedForm.js';
import { loadContactPageSchema } from './schemas.js';

/** Server field names (the joined payload) mapped back to the fields the visitor filled in. */
const serverFieldToForm: Record<string, string> = { name: 'firstName', email: 'email', phone: 'phone', message: 'message' };

/** The contact page's form: first and last name, e-mail, phone, subject and message. */
export function ContactPageForm() {
  const id = useId();
  const form = useValidatedForm(loadContactPageSchema, contactPageFields);
  const [sending, setSending] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const values = await form.validate();
    if (!values) return;
    setSending(true);
    const result = await sendContactPageForm(values, form.honeypotValue);
    setSending(false);
    if (result.ok) {
      notify.success(toasts.contactPage.success.title, toasts.contactPage.success.description);
      form.reset();
      return;
    }
    if (result.fields) {
      form.showServerErrors(Object.fromEntries(Object.entries(result.fields).map(([k, v]) => [serverFieldToForm[k] ?? k, v])));
    }
    notify.error(toasts.contactPage.failure.title, result.message || toasts.contactPage.failure.fallback);
  }

  const messageLength = form.values.message.trim().length;

  return (
    <form noValidate method="post" onSubmit={submit} {...form.formProps} aria-label="Contact form" aria-busy={sending} className="relative grid gap-5 sm:grid-cols-2">
      <p className="text-sm text-muted sm:col-span-2">
        Fields marked <span className="font-semibold text-accent-700">*</span> are required.
      </p>
      <FormField {...form.field('firstName')} id={`${id}-first`} label="First Name" required autoComplete="given-name" />
      <FormField {...form.field('lastName')} id={`${id}-last`} label="Last Name" autoComplete="family-name" />
      <FormField {...form.field('email')} id={`${id}-email`} label="Email" type="email" required autoComplete="email" />
      <FormField {...form.field('phone')} id={`${id}-phone`} label="Phone" type="tel" autoComplete="tel" inputMode="tel" />
      <FormField {...form.field('subject')} id={`${id}-subject`} label="Subject" className="sm:col-span-2" />
      <FormField
        {...form.field('message')}
        id={`${id}-message`}
        label="Message"
        required
        rows={6}
        className="sm:col-span-2"
        hint={`${messageLength} of ${contactPageLimits.message} characters`}
      />
      <Honeypot id={`${id}-website`} {...form.honeypot} />
      <div className="sm:col-span-2">
        <SubmitButton sending={sending} ready={ready} className="w-full sm:w-auto" />
      </div>
    </form>
  );
}
