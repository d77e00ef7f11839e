import { useLocale } from '../../locale-context.js';
import { Island } from '../../islands/Island.js';
import { ContactPageForm } from './ContactPageForm.js';
import { useFormResult } from './form-result.js';

/**
 * The contact page's form as the server renders it: the island, with the words of the page's language
 * and what the server answered to the form's native post. Its code loads when a pointer, a finger or focus
 * reaches the form, not merely because it is on screen; text typed before that stays.
 */
export function ContactFormIsland() {
  const locale = useLocale();
  const answered = useFormResult('contact-page');
  return <Island name="contact-form" component={ContactPageForm} when="touch" props={{ answered, locale }} />;
}
