/**
 * The forms' zod schemas load on demand (when a visitor first focuses a form), so zod stays out of
 * the bundle every page downloads.
 */
const schemas = () => import('../../../shared/schemas/forms.js');

export const loadHomeContactSchema = () => schemas().then((m) => m.homeContactSchema);
export const loadContactPageSchema = () => schemas().then((m) => m.contactPageSchema);
