import type { ChangeEvent, HTMLAttributes } from 'react';
import { CircleAlert } from 'lucide-react';

type Control = HTMLInputElement | HTMLTextAreaElement;

type Props = {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange(event: ChangeEvent<Control>): void;
  controlRef(el: Control | null): void;
  error?: string;
  required?: boolean;
  hint?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** A textarea with this many rows. */
  rows?: number;
  className?: string;
  /** The first field a native post's answer found invalid: the browser focuses it as the page loads. */
  autoFocus?: boolean;
};

// The margin keeps the label in view above the sticky header when the browser scrolls to a focused field.
const control =
  'block w-full scroll-mt-10 rounded-xl border bg-white px-4 py-3 text-base text-ink shadow-sm transition-colors placeholder:text-muted';

/**
 * A labelled input or textarea. Required fields carry a visible * (hidden from screen readers, which
 * hear "required" instead); the error sits under the field, tied to it by aria-describedby.
 */
export function FormField({
  id,
  name,
  label,
  value,
  onChange,
  controlRef,
  error,
  required,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
  rows,
  className = '',
  autoFocus,
}: Props) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    name,
    value,
    onChange,
    required,
    autoFocus,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: `${control} ${error ? 'border-red-700 ring-1 ring-red-700' : 'border-brand-500 hover:border-brand-700'}`,
  };
  return (
    <div className={`grid content-start gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-accent-700">
            *
          </span>
        )}
      </label>
      {rows ? (
        <textarea {...shared} ref={controlRef} rows={rows} className={`${shared.className} min-h-32 resize-y`} />
      ) : (
        <input {...shared} ref={controlRef} type={type} autoComplete={autoComplete} inputMode={inputMode} />
      )}
      {hint && !error && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-red-700">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The trap for bots: a field people never see or reach (off-screen, hidden from assistive
 * technology, out of the tab order, no autofill). Anything typed into it marks the sender as a bot.
 */
export function Honeypot({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
}) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={onChange} />
    </div>
  );
}
