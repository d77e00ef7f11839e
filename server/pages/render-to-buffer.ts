import { Writable } from 'node:stream';
import type { PreparedPage } from '../frontend.js';

export type RenderedPage = {
  html: Buffer;
  /** False when an error inside a boundary left a client-rendered fallback: sent once, never kept. */
  complete: boolean;
  errors: unknown[];
};

/** Renders a prepared page completely into memory (its loaders already ran: nothing suspends). */
export function renderToBuffer(prepared: PreparedPage, timeoutMs: number): Promise<RenderedPage> {
  return new Promise((resolve, reject) => {
    let timer: NodeJS.Timeout | undefined;
    const chunks: Buffer[] = [];
    const errors: unknown[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => {
      clearTimeout(timer);
      resolve({ html: Buffer.concat(chunks), complete: errors.length === 0, errors });
    });
    const stream = prepared.render({
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError(err) {
        clearTimeout(timer);
        reject(err);
      },
      onError(err) {
        errors.push(err);
      },
    });
    timer = setTimeout(() => {
      const err = new Error(`render timed out after ${timeoutMs} ms`);
      stream.abort(err);
      reject(err);
    }, timeoutMs);
  });
}
