import { createContext, useContext } from 'react';
import type { FormId, FormResult } from '../../../shared/schemas/form-posts.js';

/** A native post the server answered with this page again (absent on every other render). */
const FormResultContext = createContext<FormResult | undefined>(undefined);

export const FormResultProvider = FormResultContext.Provider;

/** What the server answered to this form's native post: the values sent, each field's error, an alert. */
export function useFormResult(form: FormId): FormResult | undefined {
  const result = useContext(FormResultContext);
  return result?.form === form ? result : undefined;
}
