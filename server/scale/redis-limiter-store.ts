import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import type { Redis } from 'ioredis';
import { LimiterUnavailableError } from './unavailable.js';

const unavailable = (cause: unknown) => new LimiterUnavailableError('rate limit store unreachable', { cause });

/**
 * rate-limit-redis's store, made again after a failure: it loads its script once, when made, and a
 * load that failed (Redis down at that moment) would otherwise fail every later request too.
 */
export class SharedLimiterStore implements Store {
  private inner: RedisStore;
  private options: Options | undefined;

  constructor(
    private readonly connection: Redis,
    readonly prefix: string,
  ) {
    this.inner = this.make();
  }

  private make() {
    const store = new RedisStore({
      prefix: this.prefix,
      sendCommand: (command: string, ...args: string[]) => this.connection.call(command, ...args) as Promise<never>,
    });
    if (this.options) this.init(this.options, store);
    return store;
  }

  init(options: Options, store: RedisStore = this.inner) {
    this.options = options;
    // A failed script load surfaces on the next increment (and this store is made again).
    store.init(options).catch(() => {});
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    try {
      return await this.inner.increment(key);
    } catch (err) {
      this.inner = this.make();
      // Redis is back but this store had lost its script: the new one counts this request.
      if (this.connection.status === 'ready')
        return this.inner.increment(key).catch(() => Promise.reject(unavailable(err)));
      throw unavailable(err);
    }
  }

  async get(key: string) {
    return this.inner.get(key);
  }

  async decrement(key: string) {
    await this.inner.decrement(key).catch(() => {});
  }

  async resetKey(key: string) {
    await this.inner.resetKey(key);
  }
}
