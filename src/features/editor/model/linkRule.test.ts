// @vitest-environment jsdom
// jsdom, not happy-dom: DOMPurify depends on exact HTML parsing, which happy-dom gets wrong.

import { describe, expect, it } from 'vitest';
import { isSafeHref } from '@/contract';
import { sanitizeInlineHtml as sanitizeInBrowser } from '../../../lib/sanitizeHtml.ts';
import { sanitizeInlineHtml as sanitizeOnServerRender } from '../../../lib/sanitizeHtml.server.ts';
import { markdownToBlocks } from './markdownBlocks.ts';
// The stored text's sanitiser is the server's; this test holds every reader of links to one rule.
// eslint-disable-next-line no-restricted-imports
import { sanitizeInline as sanitizeOnSave } from '../../../../server/content/sanitize.ts';

/*
 * The one link rule (API.md "Content"): http, https, mailto, or a reference without a scheme
 * (a path, ./ and ../, a query, an anchor, //host). Before it, the paste refused ./ and ../, the
 * browser refused a bare relative path and a query, and the save accepted all of these.
 */
const HREFS: [href: string, safe: boolean][] = [
  ['https://x.dev/a', true],
  ['http://x.dev', true],
  ['HTTPS://X.DEV', true],
  ['mailto:a@x.dev', true],
  ['/path', true],
  ['./here', true],
  ['../up', true],
  ['page.html', true],
  ['?q=1', true],
  ['#anchor', true],
  ['//x.dev/a', true],
  ['javascript:alert(1)', false],
  ['JavaScript:alert(1)', false],
  [' javascript:alert(1)', false],
  ['java\tscript:alert(1)', false],
  ['data:text/html,x', false],
  ['vbscript:x', false],
  ['ftp://x.dev', false],
  ['tel:123', false],
];

const hrefKept = (html: string) => /<a [^>]*href=/.test(html);
const attr = (href: string) => href.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/\t/g, '&#9;');

describe('the one link rule', () => {
  it.each(HREFS)('%j is safe: %s', (href, safe) => {
    expect(isSafeHref(href)).toBe(safe);
  });

  it.each(HREFS)('every sanitiser and the paste follow it: %j', (href, safe) => {
    const html = `<a href="${attr(href)}">x</a>`;
    expect({
      save: hrefKept(sanitizeOnSave(html)),
      browser: hrefKept(sanitizeInBrowser(html)),
      serverRender: hrefKept(sanitizeOnServerRender(html)),
      // Markdown cannot hold a raw tab or a leading space in a link destination: those two stay out.
      ...(/\s/.test(href) ? {} : { paste: hrefKept(String(markdownToBlocks(`[x](${href})`)[0]?.data.text ?? '')) }),
    }).toEqual({ save: safe, browser: safe, serverRender: safe, ...(/\s/.test(href) ? {} : { paste: safe }) });
  });
});
