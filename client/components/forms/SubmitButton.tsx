import { LoaderCircle, Send } from 'lucide-react';
import { Button } from '../ui/Button.js';

/** 'Sending...' and disabled while a message is in flight (SPEC.md section 4), and until the page is interactive. */
export function SubmitButton({ sending, ready, label = 'Send Message', className = '' }: { sending: boolean; ready: boolean; label?: string; className?: string }) {
  return (
    <Button type="submit" size="lg" disabled={sending || !ready} className={className}>
      {sending ? (
        <LoaderCircle aria-hidden="true" className="size-5 shrink-0 animate-spin motion-reduce:animate-none" />
      ) : (
        <Send aria-hidden="true" className="size-5 shrink-0" />
      )}
      {sending ? 'Sending...' : label}
    </Button>
  );
}
