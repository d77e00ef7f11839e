import { describe, expect, it, vi } from 'vitest';
import type { ErrorInfo } from 'react-dom/client';
import { failShellOnAnyError } from '../../client/render-callbacks.js';

const info = { componentStack: '' } as ErrorInfo;

function spies() {
  return { onShellReady: vi.fn(), onShellError: vi.fn(), onError: vi.fn(), onAllReady: vi.fn() };
}

describe('failShellOnAnyError', () => {
  it('passes a clean render through: shell ready, then all ready', () => {
    const callbacks = spies();
    const wrapped = failShellOnAnyError(callbacks);
    wrapped.onShellReady!();
    wrapped.onAllReady!();
    expect(callbacks.onShellReady).toHaveBeenCalledOnce();
    expect(callbacks.onAllReady).toHaveBeenCalledOnce();
    expect(callbacks.onShellError).not.toHaveBeenCalled();
  });

  it('turns an error inside a boundary, reported before the shell is ready, into a shell error', () => {
    const callbacks = spies();
    const wrapped = failShellOnAnyError(callbacks);
    const error = new Error('the page threw');
    wrapped.onError!(error, info);
    wrapped.onShellReady!();
    wrapped.onAllReady!();
    expect(callbacks.onError).toHaveBeenCalledWith(error, info);
    expect(callbacks.onShellError).toHaveBeenCalledExactlyOnceWith(error);
    expect(callbacks.onShellReady).not.toHaveBeenCalled();
    expect(callbacks.onAllReady).not.toHaveBeenCalled();
  });

  it('reports the first of several errors as the shell error', () => {
    const callbacks = spies();
    const wrapped = failShellOnAnyError(callbacks);
    wrapped.onError!(new Error('first'), info);
    wrapped.onError!(new Error('second'), info);
    wrapped.onShellReady!();
    expect(callbacks.onShellError).toHaveBeenCalledExactlyOnceWith(new Error('first'));
  });

  it('leaves an error after the shell was sent (an abort) to onError alone', () => {
    const callbacks = spies();
    const wrapped = failShellOnAnyError(callbacks);
    wrapped.onShellReady!();
    wrapped.onError!(new Error('client disconnected'), info);
    expect(callbacks.onShellReady).toHaveBeenCalledOnce();
    expect(callbacks.onError).toHaveBeenCalledOnce();
    expect(callbacks.onShellError).not.toHaveBeenCalled();
  });

  it('passes React’s own shell errors through', () => {
    const callbacks = spies();
    const error = new Error('render timed out');
    failShellOnAnyError(callbacks).onShellError!(error);
    expect(callbacks.onShellError).toHaveBeenCalledExactlyOnceWith(error);
  });
});
