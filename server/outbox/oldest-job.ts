import type { Redis } from 'ioredis';

/**
 * The creation time (ms) of the oldest job not yet delivered: waiting, delayed (a retry's wait or the
 * accepting instance's try), prioritized or active. Retries keep a job's own timestamp but not its
 * place, so every such job is looked at, inside Redis (one round trip, no job data sent back); the
 * queue is capped by OUTBOX_MAX_WAITING. null when none waits.
 */
const SCRIPT = `
local oldest = false
local function visit(ids)
  for _, id in ipairs(ids) do
    local at = tonumber(redis.call('HGET', ARGV[1] .. id, 'timestamp'))
    if at and (not oldest or at < oldest) then oldest = at end
  end
end
visit(redis.call('LRANGE', KEYS[1], 0, -1))
visit(redis.call('ZRANGE', KEYS[2], 0, -1))
visit(redis.call('ZRANGE', KEYS[3], 0, -1))
visit(redis.call('LRANGE', KEYS[4], 0, -1))
if oldest then return tostring(oldest) end
return false
`;

/** `key(type)` is the queue's key for a state (`queue.toKey`); `key('')` the prefix of its jobs' keys. */
export async function oldestJobTimestamp(connection: Redis, key: (type: string) => string): Promise<number | null> {
  const result = (await connection.eval(
    SCRIPT,
    4,
    key('wait'),
    key('delayed'),
    key('prioritized'),
    key('active'),
    key(''),
  )) as string | null;
  return result === null ? null : Number(result);
}
