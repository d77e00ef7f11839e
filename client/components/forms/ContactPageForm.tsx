import {
  contactPageFields,
  contactPageLabels as labels,
  contactPageLimits,
  formNames,
} from '../../../shared/schemas/fields.js';
import { notify } from '../../lib/notify.js';
import type { ApiResult } from '../../lib/api.js';
import { FormField } from './FormField.js';
import { FormShell } from './FormShell.js';
import { Toaster } from '../ui/Toaster.js';
import { formPosts, type FormResult } from '../../../shared/schemas/form-posts.js';
import { useValidatedForm } from './useValidatedForm.js';
import { loadContactPageSchema } from './schemas.js';
import { toasts } from './messages.js';

/** The contact page's form, an island: first and last name, e-mail, phone, subject and message; and its toasts. */
export function ContactPageForm({ answered }: { answered?: FormResult }) {
  const id = 'contact-form';
  const form = useValidatedForm(loadContactPageSchema, contactPageFields, answered);

  function onResult(result: ApiResult) {
    if (result.ok) {
      notify.success(toasts.contactPage.success.title, toasts.contactPage.success.description);
      form.reset();
      return;
    }
    if (result.fields) form.showServerErrors(result.fields);
    notify.error(toasts.contactPage.failure.title, result.message || toasts.contactPage.failure.fallback);
  }

  return (
    <>
      <FormShell
        formId="contact-page"
        id={formPosts['contact-page'].anchor}
        label={formNames['contact-page']}
        answered={answered}
        alertTitle={toasts.contactPage.failure.title}
        form={form}
        onResult={onResult}
      >
        <FormField
          {...form.field('firstName')}
          id={`${id}-first`}
          label={labels.firstName}
          required
          autoComplete="given-name"
        />
        <FormField {...form.field('lastName')} id={`${id}-last`} label={labels.lastName} autoComplete="family-name" />
        <FormField
          {...form.field('email')}
          id={`${id}-email`}
          label={labels.email}
          type="email"
          required
          autoComplete="email"
        />
        <FormField
          {...form.field('phone')}
          id={`${id}-phone`}
          label={labels.phone}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
        />
        <FormField {...form.field('subject')} id={`${id}-subject`} label={labels.subject} className="sm:col-span-2" />
        <FormField
          {...form.field('message')}
          id={`${id}-message`}
          label={labels.message}
          required
          rows={6}
          className="sm:col-span-2"
          hint={`${form.values.message.trim().length} of ${contactPageLimits.message} characters`}
        />
      </FormShell>
      <Toaster />
    </>
  );
}
