import { homeContactFields } from '../../../shared/schemas/fields.js';
import type { Locale } from '../../../shared/locale.js';
import { notify } from '../../lib/notify.js';
import type { ApiResult } from '../../lib/api.js';
import { FormField } from './FormField.js';
import { FormShell } from './FormShell.js';
import type { FormResult } from '../../../shared/schemas/form-posts.js';
import type { HomeFormTexts } from './island-texts.js';
import { useValidatedForm } from './useValidatedForm.js';
import { loadHomeContactSchema } from './schemas.js';

type Props = {
  answered?: FormResult;
  onSent(): void;
  /** The page's language: where the form posts, and the language its words are in. */
  locale: Locale;
  texts: HomeFormTexts;
};

/**
 * The home page's inline form: validated in the browser with the shared schema, then sent (the server
 * hands it on as a lead and as a message). On success it resets and tells the section to return to its
 * call-to-action card.
 */
export function HomeContactForm({ answered, onSent, locale, texts }: Props) {
  const id = 'home-form';
  const form = useValidatedForm(loadHomeContactSchema, homeContactFields, texts.messages, answered);
  const { labels, toasts } = texts;

  function onResult(result: ApiResult) {
    if (result.ok) {
      notify.success(toasts.success.title, toasts.success.description);
      form.reset();
      onSent();
      return;
    }
    if (result.fields) form.showServerErrors(result.fields);
    notify.error(toasts.failure.title, toasts.failure.description);
  }

  return (
    <FormShell
      formId="home"
      locale={locale}
      texts={texts}
      label={texts.name}
      answered={answered}
      alertTitle={toasts.failure.title}
      form={form}
      onResult={onResult}
    >
      <FormField {...form.field('name')} id={`${id}-name`} label={labels.name} required autoComplete="name" />
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
        required
        autoComplete="tel"
        inputMode="tel"
        className="sm:col-span-2"
      />
      <FormField
        {...form.field('message')}
        id={`${id}-message`}
        label={labels.message}
        required
        rows={5}
        className="sm:col-span-2"
        hint={texts.hint}
      />
    </FormShell>
  );
}
