import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = {
  /** What shows in place of the children after an error. */
  fallback: ReactNode;
  onError?(error: unknown, info: ErrorInfo): void;
  /** A change to any of these clears the error, so the children render again. */
  resetKeys: readonly unknown[];
  children: ReactNode;
};

type State = { failed: boolean; keys: readonly unknown[] };

/**
 * React's error boundary, with a reset when its keys change. The few lines a class needs, rather than
 * a library every page would download (the JavaScript budget, docs/performance.md).
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, keys: this.props.resetKeys };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps({ resetKeys }: Props, state: State): Partial<State> | null {
    const changed = resetKeys.length !== state.keys.length || resetKeys.some((key, i) => key !== state.keys[i]);
    return changed ? { failed: false, keys: resetKeys } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
