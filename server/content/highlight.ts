import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import c from 'highlight.js/lib/languages/c';
import cpp from 'highlight.js/lib/languages/cpp';
import csharp from 'highlight.js/lib/languages/csharp';
import css from 'highlight.js/lib/languages/css';
import diff from 'highlight.js/lib/languages/diff';
import go from 'highlight.js/lib/languages/go';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import kotlin from 'highlight.js/lib/languages/kotlin';
import markdown from 'highlight.js/lib/languages/markdown';
import php from 'highlight.js/lib/languages/php';
import python from 'highlight.js/lib/languages/python';
import ruby from 'highlight.js/lib/languages/ruby';
import rust from 'highlight.js/lib/languages/rust';
import sql from 'highlight.js/lib/languages/sql';
import swift from 'highlight.js/lib/languages/swift';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import { escapeHtml } from '../web/meta.ts';
import type { CodeLanguage } from '../../src/contract/index.ts';
import { lightPalette } from '../../src/design/tokens/palette.ts';

/*
 * Code blocks are highlighted here, on the server, once per save (highlight.js, only the languages
 * the editor offers): pages, feeds and the app show the result, so no reader downloads a highlighter.
 * The output is text and <span class="hljs-…"> only, which the renderers' allow-lists check again.
 */
const LANGUAGES = { bash, c, cpp, csharp, css, diff, go, java, javascript, json, kotlin, markdown, php, python, ruby, rust, sql, swift, typescript, xml, yaml };
for (const [name, language] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, language);

/** Highlighted HTML of `code` (escaped plain text for plaintext or a language it does not know). */
export function highlightCode(code: string, language: CodeLanguage): string {
  if (language === 'plaintext' || !hljs.getLanguage(language)) return escapeHtml(code);
  return hljs.highlight(code, { language, ignoreIllegals: true }).value;
}

/**
 * Colours of the highlighted classes for places that cannot load our CSS (RSS readers): the same
 * palette as the app's light theme (src/design/tokens/palette.ts), as inline styles.
 */
const LIGHT = lightPalette.code;
const FEED_COLOURS: Record<string, string> = {
  keyword: LIGHT.keyword,
  built_in: LIGHT.type,
  type: LIGHT.type,
  literal: LIGHT.number,
  number: LIGHT.number,
  string: LIGHT.string,
  regexp: LIGHT.string,
  comment: LIGHT.comment,
  quote: LIGHT.comment,
  doctag: LIGHT.keyword,
  meta: LIGHT.title,
  title: LIGHT.title,
  'title.class_': LIGHT.type,
  section: LIGHT.title,
  attr: LIGHT.number,
  attribute: LIGHT.number,
  variable: LIGHT.variable,
  'template-variable': LIGHT.variable,
  tag: LIGHT.variable,
  name: LIGHT.variable,
  selector: LIGHT.variable,
  symbol: LIGHT.number,
  bullet: LIGHT.number,
  addition: LIGHT.string,
  deletion: LIGHT.variable,
  property: LIGHT.variable,
};

/** The highlighted HTML with each class turned into an inline colour (unknown classes lose theirs). */
export function inlineHighlightStyles(html: string): string {
  return html.replace(/<span class="hljs-([a-z_.-]+)(?: [a-z_]+)*">/g, (_, cls: string) => {
    const colour = FEED_COLOURS[cls] ?? FEED_COLOURS[cls.split('.')[0]!];
    return colour ? `<span style="color:${colour}">` : '<span>';
  });
}
