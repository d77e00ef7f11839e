import { formNames, homeContactFields, homeContactLabels as labels } from '../../../shared/schemas/fields.js';
import { notify } from '../../lib/notify.js';
import type { ApiResult } from '../../lib/api.js';
import { FormField } from './FormField.js';
import { FormShell } from './FormShell.js';
import type { FormResult } from '../../../shared/schemas/form-posts.js';
import { useValidatedForm } from './useValidatedForm.js';
import { loadHomeContactSchema } from './schemas.js';
import { toasts } from './messages.js';

/**
 * The home page's inline form: validated in the browser with the shared schema, then sent (the server
 * hands it on as a lead and as a message). On success it resets and tells the section to return to its
 * call-to-action card.
 */
export function HomeContactForm({ answered, onSent }: { answered?: FormResult; onSent(): void }) {
  const id = 'home-form';
  const form = useValidatedForm(loadHomeContactSchema, homeContactFields, answered);

  function onResult(result: ApiResult) {
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
    <FormShell
      formId="home"
      label={formNames.home}
      answered={answered}
      alertTitle={toasts.home.failure.title}
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
        hint="A few words about what is bothering you, or your question for us."
      />
    </FormShell>
  );
}
