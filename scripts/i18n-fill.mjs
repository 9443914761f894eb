// Fills the catalogues' empty translations from the same catalogues on other git refs:
//   node scripts/i18n-fill.mjs <ref> [<ref> ...]
// After merging branches that each translated their own messages, `npm run i18n:extract` makes one
// catalogue of every message the code now says; this brings each branch's translations into it (a
// translation already there is kept). Prints what it filled and what is still empty.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import PO from 'pofile';

const CATALOGUES = ['src/locales', 'src/locales/editor', 'src/locales/account', 'server/locales'];
const LANGUAGES = ['es', 'ar'];
const key = (item) => `${item.msgctxt ?? ''}\u0004${item.msgid}`;

/**
 * Every translation into `language` in any catalogue on the refs (a message may have moved from one
 * catalogue part to another since the ref was made).
 */
function translationsOn(refs, language) {
  const known = new Map();
  for (const ref of refs) {
    const files = execFileSync('git', ['ls-tree', '-r', '--name-only', ref], { encoding: 'utf8' })
      .split('\n')
      .filter((f) => f.endsWith(`/${language}/messages.po`));
    for (const file of files) {
      const text = execFileSync('git', ['show', `${ref}:${file}`], { encoding: 'utf8', maxBuffer: 64 << 20 });
      for (const item of PO.parse(text).items) if (item.msgstr[0]?.trim() && !known.has(key(item))) known.set(key(item), item.msgstr);
    }
  }
  return known;
}

for (const dir of CATALOGUES) {
  for (const language of LANGUAGES) {
    const path = `${dir}/${language}/messages.po`;
    const po = PO.parse(readFileSync(path, 'utf8'));
    const known = translationsOn(process.argv.slice(2), language);
    let filled = 0;
    const empty = [];
    for (const item of po.items) {
      if (item.msgstr[0]?.trim()) continue;
      const found = known.get(key(item));
      if (found) {
        item.msgstr = found;
        filled++;
      } else empty.push(item.msgid);
    }
    writeFileSync(path, po.toString() + '\n');
    console.log(`${path}: ${filled} filled, ${empty.length} still empty${empty.length ? ': ' + empty.slice(0, 10).map((m) => JSON.stringify(m)).join(', ') + (empty.length > 10 ? ', ...' : '') : ''}`);
  }
}
// Written back in Lingui's own layout, so that the next extraction changes nothing.
execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: ['ignore', 'ignore', 'inherit'] });
