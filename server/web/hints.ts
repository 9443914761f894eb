import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtml } from './meta.ts';
import { LANGUAGES, type Language } from '../../src/contract/languages.ts';

/** The reading screens the app prepares early (src/app/firstScreen.ts): home and a blog. */
export type FirstScreen = 'home' | 'blog';

/** Written by the app's build (vite.config.ts): each first screen's own JS and CSS files. */
export const FIRST_SCREENS_FILE = 'first-screens.json';

/** A built asset's address, and nothing else can become a link here. */
const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;

const files = (value: unknown, ext: 'js' | 'css'): string[] =>
  Array.isArray(value) ? value.filter((f): f is string => typeof f === 'string' && ASSET.test(f) && f.endsWith(`.${ext}`)) : [];

/** The link tags that load a first screen's code and styles with its page (escaped, ready for the head). */
export function hintTags(screens: unknown): Record<FirstScreen, string> {
  const out: Record<FirstScreen, string> = { home: '', blog: '' };
  if (!screens || typeof screens !== 'object') return out;
  for (const screen of Object.keys(out) as FirstScreen[]) {
    const entry = (screens as Record<string, { js?: unknown; css?: unknown } | undefined>)[screen];
    if (!entry || typeof entry !== 'object') continue;
    out[screen] = [
      ...files(entry.css, 'css').map((f) => `<link rel="stylesheet" crossorigin href="${escapeHtml(f)}" />`),
      ...files(entry.js, 'js').map((f) => `<link rel="modulepreload" crossorigin href="${escapeHtml(f)}" />`),
    ].join('\n    ');
  }
  return out;
}

/** The link tag that loads a language's catalogue with the page (the app waits for it to start). */
export function catalogueTags(screens: unknown): Record<Language, string> {
  const out = Object.fromEntries(LANGUAGES.map((l) => [l, ''])) as Record<Language, string>;
  const catalogues = screens && typeof screens === 'object' ? (screens as { catalogues?: unknown }).catalogues : undefined;
  if (!catalogues || typeof catalogues !== 'object') return out;
  for (const language of LANGUAGES) {
    const [file] = files([(catalogues as Record<string, unknown>)[language]], 'js');
    if (file) out[language] = `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" />`;
  }
  return out;
}

/**
 * The hints of the built app in `distDir`, or none (a build without the file, or an unreadable
 * one: the pages work the same, their code just starts a little later).
 */
export function readFirstScreenHints(distDir: string): Record<FirstScreen, string> & { catalogues: Record<Language, string> } {
  const path = join(distDir, FIRST_SCREENS_FILE);
  let read: unknown = null;
  try {
    if (existsSync(path)) read = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    read = null;
  }
  return { ...hintTags(read), catalogues: catalogueTags(read) };
}
