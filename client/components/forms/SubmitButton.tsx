import { useEffect, useRef } from 'react';
import { LoaderCircle, Send } from 'lucide-react';
import { Button } from '../ui/Button.js';

/**
 * `sendingLabel` ('Sending...') and disabled while a message is in flight; otherwise always enabled, so
 * the form posts natively before the page is live.
 */
export function SubmitButton({
  sending,
  label,
  sendingLabel,
  className = '',
}: {
  sending: boolean;
  label: string;
  sendingLabel: string;
  className?: string;
}) {
  const holder = useRef<HTMLSpanElement>(null);
  const wasSending = useRef(false);

  // Disabling the focused button drops focus to <body>; give it back so keyboard users keep their place.
  useEffect(() => {
    if (
      wasSending.current &&
      !sending &&
      (document.activeElement === document.body || document.activeElement === null)
    ) {
      holder.current?.querySelector('button')?.focus();
    }
    wasSending.current = sending;
  }, [sending]);

  return (
    <span ref={holder} className="contents">
      <Button type="submit" size="lg" disabled={sending} className={className}>
        {sending ? (
          <LoaderCircle aria-hidden="true" className="size-5 shrink-0 animate-spin motion-reduce:animate-none" />
        ) : (
          <Send aria-hidden="true" className="size-5 shrink-0" />
        )}
        {sending ? sendingLabel : label}
      </Button>
    </span>
  );
}
