// Fails when the catalogues are not what the code says: runs `lingui extract` and checks that it
// changed no message (the creation-date header aside). Run by `npm test` with the lint layer; the
// catalogues are left as the extraction made them, ready to translate.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const FILES = ['src/locales', 'src/locales/editor', 'src/locales/account', 'src/locales/browse', 'src/locales/refusals', 'server/locales'].flatMap((dir) => ['en', 'es', 'ar'].map((l) => `${dir}/${l}/messages.po`));
const read = () => FILES.map((f) => { try { return readFileSync(f, 'utf8').replace(/^"POT-Creation-Date:.*\n/m, ''); } catch { return ''; } });
const before = read();
// In this process, not in worker threads: at a low priority beside the other layers a worker took more
// than the 10 s Lingui waits for it to start, and the extraction failed.
execFileSync('npx', ['lingui', 'extract', '--clean', '--workers', '1'], { stdio: ['ignore', 'ignore', 'inherit'] });
const after = read();
const changed = FILES.filter((_, i) => before[i] !== after[i]);
if (changed.length) {
  console.error(`The catalogues were not up to date with the code (${changed.join(', ')}): they are now; translate the new messages and commit them.`);
  process.exit(1);
}
console.log('catalogues up to date');
