// Fills the catalogues' empty translations from the same catalogues on other git refs:
//   node scripts/i18n-fill.mjs <ref> [<ref> ...]
// After merging branches that each translated their own messages, `npm run i18n:extract` makes one
// catalogue of every message the code now says; this brings each branch's translations into it (a
// translation already there is kept). Prints what it filled and what is still empty.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import PO from 'pofile';

const CATALOGUES = ['src/locales', 'server/locales'];
const LANGUAGES = ['es', 'ar'];
const key = (item) => `${item.msgctxt ?? ''}\u0004${item.msgid}`;

for (const dir of CATALOGUES) {
  for (const language of LANGUAGES) {
    const path = `${dir}/${language}/messages.po`;
    const po = PO.parse(readFileSync(path, 'utf8'));
    const known = new Map();
    for (const ref of process.argv.slice(2)) {
      let text;
      try {
        text = execFileSync('git', ['show', `${ref}:${path}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
      } catch {
        continue; // that ref has no such catalogue
      }
      for (const item of PO.parse(text).items) if (item.msgstr[0]?.trim() && !known.has(key(item))) known.set(key(item), item.msgstr);
    }
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
