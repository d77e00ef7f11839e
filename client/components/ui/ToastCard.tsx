import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import type { Toast } from '../../lib/toast-store.js';

/** Errors stay longer: they usually ask the visitor to do something. */
const durations = { success: 6000, destructive: 10000 } as const;

/** One toast: dismissed by its button or after its time, which pauses while pointed at or focused. */
export default function ToastCard({
  toast,
  dismissLabel,
  onDismiss,
}: {
  toast: Toast;
  /** The close button's name, in the page's language. */
  dismissLabel: string;
  onDismiss(): void;
}) {
  const paused = usePausableTimer(durations[toast.variant], onDismiss);
  const destructive = toast.variant === 'destructive';
  const Icon = destructive ? CircleAlert : CircleCheck;
  return (
    <div
      data-toast={toast.variant}
      className={`pointer-events-auto flex animate-toast-in w-full max-w-sm items-start gap-3 rounded-xl border p-4 pr-2 shadow-lg ${
        destructive
          ? 'border-danger-200 border-l-danger-700 bg-danger-50'
          : 'border-brand-100 border-l-brand-600 bg-white'
      } border-l-4`}
      {...paused}
    >
      <Icon
        aria-hidden="true"
        className={`mt-0.5 size-5 shrink-0 ${destructive ? 'text-danger-700' : 'text-brand-600'}`}
      />
      <div className="min-w-0 flex-1">
        <p className={`font-semibold ${destructive ? 'text-danger-800' : 'text-brand-900'}`}>{toast.title}</p>
        {toast.description && (
          <p className={`mt-0.5 text-sm ${destructive ? 'text-danger-800' : 'text-muted'}`}>{toast.description}</p>
        )}
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={dismissLabel}
        className={`-my-1 inline-flex size-9 shrink-0 items-center justify-center rounded-full ${
          destructive ? 'text-danger-800 hover:bg-danger-100' : 'text-muted hover:bg-brand-50'
        }`}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/** Calls `onDone` after `ms`, paused while the pointer is over the toast or focus is inside it (WCAG 2.2.1). */
function usePausableTimer(ms: number, onDone: () => void) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const remaining = useRef(ms);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  });
  const running = !hovered && !focused;
  useEffect(() => {
    if (!running) return;
    const started = Date.now();
    const timer = window.setTimeout(() => done.current(), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(1000, remaining.current - (Date.now() - started));
    };
  }, [running]);
  return {
    onPointerEnter: () => setHovered(true),
    onPointerLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };
}
