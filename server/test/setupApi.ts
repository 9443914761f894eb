import { afterAll, beforeAll, inject } from 'vitest';
import { REAL_TIMERS } from './realTimers.ts';
import { fileDatabase } from './dbTemplate.ts';

// On PostgreSQL this file's own database, a copy of the migrated template (dbTemplate.ts): what the
// file opens through DATABASE_URL is its alone, while another worker runs another file.
const serverUrl = process.env.INKWELL_TEST_SERVER_URL ?? process.env.DATABASE_URL;
if (serverUrl && inject('pgTemplate')) {
  process.env.INKWELL_TEST_SERVER_URL = serverUrl;
  process.env.DATABASE_URL = await fileDatabase(serverUrl, inject('pgTemplate'));
}

/**
 * The api files share one worker (vitest.config.ts, `isolate: false`): a file that leaves the timers
 * replaced (fake timers not restored, or a spy on setTimeout that Vitest puts back over them between
 * files) stops every later file's real waits, and those files fail far from the cause with timeouts.
 * Checked when each file starts and ends: the timers are put back, and the file fails saying so.
 */
function replacedTimers(): string[] {
  const replaced: string[] = [];
  for (const [name, real] of Object.entries(REAL_TIMERS)) {
    const global = globalThis as unknown as Record<string, unknown>;
    if (global[name] !== real) {
      replaced.push(name);
      global[name] = real;
    }
  }
  return replaced;
}

beforeAll(() => {
  const replaced = replacedTimers();
  if (replaced.length) throw new Error(`The file before this one (same worker) left ${replaced.join(', ')} replaced: fake timers or a spy not restored. Put back for the next files.`);
});

afterAll(() => {
  const replaced = replacedTimers();
  if (replaced.length) throw new Error(`This file left ${replaced.join(', ')} replaced: fake timers or a spy not restored`);
});
