import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { privacyPolicy } from '../../client/texts/en/legal.js';
import { rootDir } from '../../server/paths.js';

describe('deploy/journald/clinic-retention.conf', () => {
  it('keeps the journal no longer than the privacy page promises for server logs', () => {
    const promised = /logs[^.]*no longer than (\d+) days/.exec(JSON.stringify(privacyPolicy))?.[1];
    expect(promised).toBeDefined();
    const conf = readFileSync(path.join(rootDir, 'deploy/journald/clinic-retention.conf'), 'utf8');
    expect(conf).toMatch(/^\[Journal\]$/m);
    expect(/^MaxRetentionSec=(\d+)day$/m.exec(conf)?.[1]).toBe(promised);
  });
});
