/**
 * `npm run import-site -- <archive.zip>`: a full archive of a community (npm run export-site, or the
 * admin's download) into this install's empty database and upload store, checked whole against its
 * manifest first. The embedded database admits one process: stop the server first, or import from
 * the admin's Site settings.
 */
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { contentPoolOptions, uploadStoreOf } from '../app.ts';
import { cliConfig, fail, openCliDatabase, parseArgs } from '../cli/args.ts';
import { ContentPool } from '../content/savePool.ts';
import { stderrLog } from '../jobs/runner.ts';
import { ImageService } from '../media/index.ts';
import { openSiteArchive, SITE_REFUSALS, SiteArchiveRefused, writeSiteImport } from './siteImport.ts';

const USAGE = 'Usage: npm run import-site -- <archive.zip>';

const { positionals } = parseArgs(process.argv.slice(2), { positionals: 1, usage: USAGE });
if (!positionals[0]) fail(USAGE);
const file = resolve(positionals[0]);
const size = (() => {
  try {
    return statSync(file).size;
  } catch {
    return fail(`No such file: ${file}`);
  }
})();
const config = cliConfig();
const database = await openCliDatabase(config, "Stop the server first, or import from the admin's Site settings.");
const content = new ContentPool(contentPoolOptions(config));
try {
  const { store } = await uploadStoreOf(config);
  const images = new ImageService(database.db, store, stderrLog, { concurrency: 1, waiting: 1 });
  const started = Date.now();
  let shown = -1;
  try {
    // The archive may be larger than an upload may (IMPORT_MAX_MB): here it is the operator's own file.
    const { zip, manifest } = await openSiteArchive(file, size, Math.max(size * 20, config.IMPORT_MAX_MB * 1024 * 1024));
    const report = await writeSiteImport({ db: database.db, store, images, content }, zip, manifest, {
      progress: async (done, total) => {
        const pct = total ? Math.floor((done / total) * 100) : 100;
        if (pct !== shown && process.stderr.isTTY) process.stderr.write(`\r${pct}% (${done}/${total})`);
        shown = pct;
      },
    });
    if (process.stderr.isTTY) process.stderr.write('\n');
    console.log(
      `Imported in ${((Date.now() - started) / 1000).toFixed(1)} s: ${report.users} members (${report.merged} merged with accounts here), ${report.blogs} blogs, ${report.comments} comments, ${report.likes} likes, ${report.follows} follows, ${report.series} series, ${report.redirects} moved links, ${report.images} images.`,
    );
  } catch (err) {
    if (err instanceof SiteArchiveRefused) fail(SITE_REFUSALS[err.reason]);
    throw err;
  }
} finally {
  await content.close();
  await database.close();
}
