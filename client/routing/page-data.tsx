import { use, type ReactNode } from 'react';

/** Renders `children` with the value, suspending (to the nearest <Suspense> fallback) while it is a promise. */
export function Resolved<T>({ value, children }: { value: T | Promise<T>; children(value: T): ReactNode }) {
  const resolved = value instanceof Promise ? use(value) : value;
  return <>{children(resolved)}</>;
}
