import { contactPageFields } from '../../../shared/schemas/fields.js';
import type { Locale } from '../../../shared/locale.js';
import { notify } from '../../lib/notify.js';
import type { ApiResult } from '../../lib/api.js';
import { FormField } from './FormField.js';
import { FormShell } from './FormShell.js';
import { Toaster } from '../ui/Toaster.js';
import { formPosts, type FormResult } from '../../../shared/schemas/form-posts.js';
import type { ContactPageFormTexts } from './island-texts.js';
import { fill } from '../../lib/fill.js';
import { useValidatedForm } from './useValidatedForm.js';
import { loadContactPageSchema } from './schemas.js';

type Props = {
  answered?: FormResult;
  /** The page's language: where the form posts, and the language its words are in. */
  locale: Locale;
  texts: ContactPageFormTexts;
};

/** The contact page's form, an island: first and last name, e-mail, phone, subject and message; and its toasts. */
export function ContactPageForm({ answered, locale, texts }: Props) {
  const id = 'contact-form';
  const form = useValidatedForm(loadContactPageSchema, contactPageFields, texts.messages, answered);
  const { labels, toasts } = texts;

  function onResult(result: ApiResult) {
    if (result.ok) {
      notify.success(toasts.success.title, toasts.success.description);
      form.reset();
      return;
    }
    if (result.fields) form.showServerErrors(result.fields);
    notify.error(toasts.failure.title, result.message || toasts.failure.fallback);
  }

  return (
    <>
      <FormShell
        formId="contact-page"
        locale={locale}
        texts={texts}
        id={formPosts['contact-page'].anchor}
        label={texts.name}
        answered={answered}
        alertTitle={toasts.failure.title}
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
          hint={fill(texts.messageCount, { count: form.values.message.trim().length })}
        />
      </FormShell>
      <Toaster texts={texts.notifications} />
    </>
  );
}
