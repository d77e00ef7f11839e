/**
 * `npm run forget -- visitor@example.com`: deletes one visitor's messages from this site's outbox (the disk
 * outbox in DATA_DIR, or the Redis queue with REDIS_URL: waiting messages and dead letters alike), then
 * lists what this server cannot reach, for the operator to delete by hand. Safe while the server runs.
 */
import path from 'node:path';
import { loadConfigOrExit } from './config.js';
import { forgetInQueue, forgetOnDisk, type Forgotten } from './outbox/forget.js';
import { redisConnection } from './scale/redis-connection.js';

const email = process.argv[2]?.trim() ?? '';
if (!/^[^\s@]+@[^\s@]+$/.test(email)) {
  process.stderr.write('Usage: npm run forget -- visitor@example.com\n');
  process.exit(2);
}

const config = loadConfigOrExit(process.env);

let found: Forgotten;
let where: string;
if (config.redisUrl) {
  const connection = redisConnection(config.redisUrl, { failFast: false, name: 'forget' });
  try {
    found = await forgetInQueue(connection, email);
  } finally {
    connection.disconnect();
  }
  where = 'the Redis queue';
} else {
  const dir = path.resolve(config.dataDir, 'outbox');
  found = await forgetOnDisk(dir, email);
  where = dir;
}

const lines = [
  `Deleted from ${where}: ${found.waiting} waiting message(s), ${found.deadLetters} dead letter(s) from ${email}.`,
  ...(found.busy.length > 0
    ? [`Being delivered right now, not deleted: ${found.busy.join(', ')}. Run this again in a minute.`]
    : []),
  'Still to delete by hand, wherever they hold this address:',
  "- the clinic mailbox that receives the contact e-mails (CONTACT_TO_EMAIL), and Resend's log of sent e-mails;",
  '- the contact in GoHighLevel (the CRM the home form adds leads to);',
  '- backups of DATA_DIR and of Redis made before today (docs/deploy.md, Backups), until they expire;',
  "- the server's logs name messages by id only, never by address: nothing to delete there.",
];
process.stdout.write(lines.join('\n') + '\n');
