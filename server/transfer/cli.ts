/**
 * `npm run export-site -- --mode public|full <out.zip>`: the community's archive (server/transfer/
 * siteArchive.ts) written to a file, from this install's database and uploads. The embedded database
 * admits one process: stop the server first, or ask for the archive from the admin's Site settings.
 */
import { resolve } from 'node:path';
import { SITE_EXPORT_MODES, type SiteExportMode } from '../../src/contract/index.ts';
import { uploadStoreOf } from '../app.ts';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { DatabaseInUseError, openDatabase } from '../db/client.ts';
import { stderrLog } from '../jobs/runner.ts';
import { ImageService } from '../media/index.ts';
import { writeSiteArchive } from './siteArchive.ts';
import { sitePages } from './sitePages.ts';

const USAGE = 'Usage: npm run export-site -- --mode public|full <out.zip>';

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

function parseArgs(args: string[]): { mode: SiteExportMode; out: string } {
  let mode: string | undefined;
  let out: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--mode') mode = args[++i];
    else if (a.startsWith('--mode=')) mode = a.slice('--mode='.length);
    else if (!a.startsWith('-') && !out) out = a;
    else fail(USAGE);
  }
  if (!mode || !(SITE_EXPORT_MODES as readonly string[]).includes(mode) || !out) fail(USAGE);
  return { mode: mode as SiteExportMode, out: resolve(out!) };
}

const { mode, out } = parseArgs(process.argv.slice(2));
let config: Config;
try {
  config = loadConfig(process.env, { keepDataDirAsIs: true });
} catch (err) {
  if (err instanceof ConfigError) fail(err.message);
  throw err;
}
let database;
try {
  database = await openDatabase({ databaseUrl: config!.DATABASE_URL, dataDir: config!.dataDir });
} catch (err) {
  if (err instanceof DatabaseInUseError) fail(`${err.message}\nStop the server first, or export from the admin's Site settings.`);
  throw err;
}
try {
  const { store } = uploadStoreOf(config!);
  const images = new ImageService(database.db, store, stderrLog, { concurrency: 1, waiting: 1 });
  const started = Date.now();
  let shown = -1;
  const manifest = await writeSiteArchive(
    { db: database.db, image: (key) => images.fileOf(key) },
    {
      mode,
      out,
      site: sitePages(),
      progress: async (done, total) => {
        const pct = total ? Math.floor((done / total) * 100) : 100;
        if (pct !== shown && process.stderr.isTTY) process.stderr.write(`\r${pct}% (${done}/${total})`);
        shown = pct;
      },
    },
  );
  if (process.stderr.isTTY) process.stderr.write('\n');
  const c = manifest.counts;
  console.log(`Archive (${mode}) written to ${out} in ${((Date.now() - started) / 1000).toFixed(1)} s: ${c.users} users, ${c.blogs} blogs, ${c.comments} comments, ${c.images} images.`);
} finally {
  await database.close();
}
