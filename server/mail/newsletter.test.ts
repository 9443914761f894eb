import { describe, expect, it } from 'vitest';
import { newsletterMail } from './newsletter.ts';

const blog = (language: string) => ({
  title: 'T',
  des: 'D',
  language,
  authorName: 'Ada',
  blogUrl: 'http://localhost:3000/blogs/t',
  blocks: [
    { type: 'paragraph', data: { text: 'نص' } },
    { type: 'code', data: { code: 'const a = 1;\nlog(a);', language: 'javascript' } },
  ],
});

describe('the newsletter mail', () => {
  // Seen in Chromium: an Arabic blog's code ran right to left (";const a = 1" with its lines set to
  // the right), as the content around it does. Code reads left to right in every language.
  it('sets code left to right inside a right-to-left blog', () => {
    const { html } = newsletterMail('ar', 'http://localhost:3000', blog('ar'));
    expect(html).toMatch(/<div[^>]* dir="rtl"/);
    const pre = /<pre[^>]*>/.exec(html)?.[0] ?? '';
    expect(pre).toContain('dir="ltr"');
    expect(pre).toContain('text-align:left');
  });

  it('keeps the left-to-right blog as it was, its code left to right too', () => {
    const { html } = newsletterMail('en', 'http://localhost:3000', blog('en'));
    expect(/<pre[^>]*>/.exec(html)?.[0]).toContain('dir="ltr"');
  });
});
