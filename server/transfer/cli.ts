/**
 * `npm run export-site -- --mode public|full [--language en|es|ar] <out.zip>`: the community's archive (server/transfer/
 * siteArchive.ts) written to a file, from this install's database and uploads. The embedded database
 * admits one process: stop the server first, or ask for the archive from the admin's Site settings.
 */
import { resolve } from 'node:path';
import { isLanguage, SITE_EXPORT_MODES, type SiteExportMode } from '../../src/contract/index.ts';
import { uploadStoreOf } from '../app.ts';
import { cliConfig, fail, openCliDatabase, parseArgs } from '../cli/args.ts';
import { stderrLog } from '../jobs/runner.ts';
import { ImageService } from '../media/index.ts';
import { writeSiteArchive } from './siteArchive.ts';
import { sitePages } from './sitePages.ts';

const USAGE = 'Usage: npm run export-site -- --mode public|full [--language en|es|ar] <out.zip>';

const { options, positionals } = parseArgs(process.argv.slice(2), { options: ['mode', 'language'], positionals: 1, usage: USAGE });
if (!options.mode || !(SITE_EXPORT_MODES as readonly string[]).includes(options.mode) || !positionals[0]) fail(USAGE);
// The language of the pages' own words (English unless told).
if (options.language !== undefined && !isLanguage(options.language)) fail(USAGE);
const language = isLanguage(options.language) ? options.language : 'en';
const mode = options.mode as SiteExportMode;
const out = resolve(positionals[0]);
const config = cliConfig();
const database = await openCliDatabase(config, "Stop the server first, or export from the admin's Site settings.");
try {
  const { store } = uploadStoreOf(config);
  const images = new ImageService(database.db, store, stderrLog, { concurrency: 1, waiting: 1 });
  const started = Date.now();
  let shown = -1;
  const manifest = await writeSiteArchive(
    { db: database.db, image: (key) => images.fileOf(key) },
    {
      mode,
      out,
      site: sitePages({ language }),
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
