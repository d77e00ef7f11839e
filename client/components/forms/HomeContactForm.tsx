import { useEffect, useId, useState, type FormEvent } from 'react';
import { homeContactFields } from '../../../shared/schemas/fields.js';
import { notify } from '../../lib/notify.js';
import { FormField, Honeypot } from './FormField.js';
import { SubmitButton } from './SubmitButton.js';
import { sendHomeForm } from './send.js';
import { useValidatedForm } from './useValidatedForm.js';
import { loadHomeContactSchema } from './schemas.js';
import { toasts } from './messages.js';

/**
 * The home page's inline form: validated in the browser with the shared schema, then sent as a lead
 * and as a message. On success it resets and tells the section to return to its call-to-action card.
 */
export function HomeContactForm({ onSent }: { onSent(): void }) {
  const id = useId();
  const form = useValidatedForm(loadHomeContactSchema, homeContactFields);
  const [sending, setSending] = useState(false);
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const values = await form.validate();
    if (!values) return;
    setSending(true);
    const result = await sendHomeForm(values, form.honeypotValue);
    setSending(false);
    if (result.ok) {
      notify.success(toasts.home.success.title, toasts.home.success.description);
      form.reset();
      onSent();
      return;
    }
    if (result.fields) form.showServerErrors(result.fields);
    notify.error(toasts.home.failure.title, toasts.home.failure.description);
  }

  return (
    <form noValidate method="post" onSubmit={submit} {...form.formProps} aria-label="Send us a message" aria-busy={sending} className="relative grid gap-5 sm:grid-cols-2">
      <p className="text-sm text-muted sm:col-span-2">
        Fields marked <span className="font-semibold text-accent-700">*</span> are required.
      </p>
      <FormField {...form.field('name')} id={`${id}-name`} label="Name" required autoComplete="name" />
      <FormField {...form.field('email')} id={`${id}-email`} label="Email" type="email" required autoComplete="email" />
      <FormField {...form.field('phone')} id={`${id}-phone`} label="Phone" type="tel" required autoComplete="tel" inputMode="tel" className="sm:col-span-2" />
      <FormField
        {...form.field('message')}
        id={`${id}-message`}
        label="Message"
        required
        rows={5}
        className="sm:col-span-2"
        hint="A few words about what is bothering you, or your question for us."
      />
      <Honeypot id={`${id}-website`} {...form.honeypot} />
      <div className="sm:col-span-2">
        <SubmitButton sending={sending} ready={ready} className="w-full sm:w-auto" />
      </div>
    </form>
  );
}
