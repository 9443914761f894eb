/*
 * A ZIP of Markdown files, each with optional YAML front matter (title, description, tags, date,
 * draft, canonical_url, language or lang, banner; `permalink`, `url` or `slug` for its old address). The Markdown is
 * read by micromark with GitHub's extensions (CommonMark: raw HTML is escaped, not passed through),
 * and its HTML goes through the same mapper as every other format. Images next to a file in the
 * archive are read from it.
 */
import { JSON_SCHEMA, load } from 'js-yaml';
import { compile, parse, postprocess, preprocess } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { Simplifications } from './html-to-blocks.ts';
import { dateOf, pathOfUrl, type SourceFiles, type SourcePost, type SourceReader } from './source.ts';
import type { ImportZip } from './zip.ts';

export const isMarkdownFile = (name: string) => /\.(md|markdown)$/i.test(name) && !/(^|\/)(readme|license|changelog)\.(md|markdown)$/i.test(name) && !name.split('/').some((p) => p.startsWith('.') || p === '__MACOSX');

const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]{0,65536}?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;

/** A file's front matter (an object, else empty) and the Markdown after it. */
export function splitFrontMatter(text: string): { meta: Record<string, unknown>; body: string } {
  const m = FRONT_MATTER.exec(text);
  if (!m) return { meta: {}, body: text };
  let meta: unknown = {};
  try {
    // The JSON schema: strings, numbers, booleans, lists and maps only (no dates, no custom types).
    meta = load(m[1], { schema: JSON_SCHEMA });
  } catch {
    meta = {};
  }
  return { meta: meta && typeof meta === 'object' && !Array.isArray(meta) ? (meta as Record<string, unknown>) : {}, body: text.slice(m[0].length) };
}

/** A reference to a file of the archive, as the HTML carries it until the job reads it. */
export const ZIP_REF = 'zip:';

function resolveRelative(fromFile: string, ref: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(ref) || ref.startsWith('//') || ref.startsWith('#')) return null;
  const parts = fromFile.split('/').slice(0, -1);
  for (const p of decodeURIComponent(ref.split(/[?#]/)[0]).split('/')) {
    if (p === '..') parts.pop();
    else if (p !== '.' && p !== '') parts.push(p);
  }
  return parts.join('/');
}

export function zipFiles(zip: ImportZip): SourceFiles {
  return {
    async read(ref) {
      if (!ref.startsWith(ZIP_REF)) return null;
      const name = ref.slice(ZIP_REF.length);
      return zip.has(name) ? zip.read(name, 50 * 1024 * 1024) : null;
    },
  };
}

/**
 * Markdown as HTML, with what CommonMark's raw HTML in it was: micromark escapes it (it is shown as
 * written, never passed through), and the report names its elements. micromark's own steps, so the
 * file is parsed once for both.
 */
export function markdownHtml(markdown: string): { html: string; simplified: Simplifications } {
  const events = postprocess(parse({ extensions: [gfm()] }).document().write(preprocess()(markdown, undefined, true)));
  const simplified = new Simplifications();
  for (const [phase, token, context] of events) {
    if (phase !== 'enter' || (token.type !== 'htmlFlow' && token.type !== 'htmlText')) continue;
    // Opening tags only (a closing tag is the same element); a comment is counted without a name.
    const raw = context.sliceSerialize(token);
    for (const m of raw.matchAll(/<([A-Za-z][A-Za-z0-9-]*)|<!--/g)) simplified.note('markdown_html', m[1]?.toLowerCase());
  }
  return { html: compile({ htmlExtensions: [gfmHtml()] })(events), simplified };
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

export function markdownReader(zip: ImportZip): SourceReader {
  return {
    format: 'markdown',
    files: zipFiles(zip),
    close: () => zip.close(),
    async *posts(): AsyncGenerator<SourcePost> {
      for (const name of zip.names().filter(isMarkdownFile).sort()) {
        const { meta, body } = splitFrontMatter(await zip.text(name));
        const { html: markdownAsHtml, simplified } = markdownHtml(body);
        const html = markdownAsHtml.replace(/(<img [^>]*src=")([^"]*)"/g, (all, start: string, src: string) => {
          const inZip = resolveRelative(name, src.replace(/&amp;/g, '&'));
          return inZip && zip.has(inZip) ? `${start}${ZIP_REF}${inZip}"` : all;
        });
        const tags = Array.isArray(meta.tags) ? meta.tags.map(str) : typeof meta.tags === 'string' ? meta.tags.split(',').map((t) => t.trim()) : [];
        const banner = str(meta.banner) || str(meta.image) || str(meta.cover);
        const bannerInZip = banner ? resolveRelative(name, banner) : null;
        const draft = meta.draft === true || meta.published === false;
        const title = str(meta.title) || (name.split('/').pop() ?? name).replace(/\.(md|markdown)$/i, '');
        yield {
          key: `markdown:${name}`,
          label: str(meta.title) || name,
          title,
          des: str(meta.description) || str(meta.excerpt) || str(meta.subtitle),
          tags: tags.filter(Boolean),
          publishedAt: dateOf(str(meta.date)),
          draft,
          canonicalUrl: str(meta.canonical_url) || undefined,
          language: str(meta.language) || str(meta.lang) || undefined,
          oldPath: draft ? undefined : pathOfUrl(str(meta.permalink) || str(meta.url) || (str(meta.slug) ? `/${str(meta.slug)}` : '')),
          banner: bannerInZip && zip.has(bannerInZip) ? `${ZIP_REF}${bannerInZip}` : banner || undefined,
          html,
          simplified,
        };
      }
    },
  };
}
