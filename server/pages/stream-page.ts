import type { Request, Response } from 'express';
import type { PreparedPage } from '../frontend.js';
import type { HeaderList } from './page-headers.js';

type StreamOptions = {
  status: number;
  /** Written once the shell renders, so a shell that fails leaves nothing of this page on the error page. */
  headers: HeaderList;
  timeoutMs: number;
  onShellError(err: unknown): void;
};

/**
 * Pipes React's stream straight into the response (the compression middleware encodes it on the way),
 * aborted on a timeout or when the client goes away.
 */
export function streamPage(req: Request, res: Response, prepared: PreparedPage, options: StreamOptions) {
  let shellSent = false;
  let timer: NodeJS.Timeout | undefined;
  const stream = prepared.render({
    onShellReady() {
      shellSent = true;
      res.writeHead(options.status, options.headers);
      stream.pipe(res);
    },
    onShellError(err) {
      clearTimeout(timer);
      options.onShellError(err);
    },
    onError(err) {
      if (shellSent) req.log.error({ err, reqId: req.id }, 'error while streaming a page');
    },
  });
  timer = setTimeout(
    () => stream.abort(new Error(`render timed out after ${options.timeoutMs} ms`)),
    options.timeoutMs,
  );
  res.on('close', () => {
    clearTimeout(timer);
    if (!res.writableFinished) stream.abort(new Error('client disconnected'));
  });
}
