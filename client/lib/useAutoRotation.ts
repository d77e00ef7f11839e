import { useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { useMotionAllowed } from './useMotionAllowed.js';

/**
 * Auto-rotation that respects WCAG 2.2.2: `step` runs every `intervalMs` except while the pointer is
 * over the element given the handlers, while keyboard focus is inside it, after the visitor pressed
 * pause, and always when they prefer reduced motion (also during SSR and the first render).
 */
export function useAutoRotation(step: () => void, intervalMs: number) {
  const motionAllowed = useMotionAllowed();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const rotating = motionAllowed && !userPaused && !hovered && !focused;
  const stepRef = useRef(step);
  useEffect(() => {
    stepRef.current = step;
  });

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => stepRef.current(), intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, intervalMs]);

  const handlers = {
    onPointerEnter: (e: PointerEvent<HTMLElement>) => e.pointerType !== 'touch' && setHovered(true),
    onPointerLeave: () => setHovered(false),
    // Keyboard focus only: a mouse click on an arrow should not stop the rotation for good.
    onFocus: (e: FocusEvent<HTMLElement>) => e.target.matches(':focus-visible') && setFocused(true),
    onBlur: (e: FocusEvent<HTMLElement>) =>
      !e.currentTarget.contains(e.relatedTarget as Node | null) && setFocused(false),
  };

  return { rotating, motionAllowed, userPaused, togglePaused: () => setUserPaused((p) => !p), handlers };
}
