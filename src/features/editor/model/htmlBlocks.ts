import type { EditorBlock } from '@/contract';
import { escapeAttribute, escapeText } from 'entities/escape';
import { sanitizeInlineHtml } from '@/lib';

/*
 * Pasted HTML (Google Docs, Word, web pages) to editor blocks: headings, paragraphs, lists (nested),
 * quotes, code, tables, rules and images become blocks; inside them only bold, italic, links and
 * code survive, through the same allow-list as everything else. Google Docs marks bold and italic
 * with inline styles (and wraps everything in a <b style="font-weight:normal">), Word with classes
 * and <o:p>: both are read from the computed meaning, not the tag.
 */

const BLOCK_TAGS = new Set(['P', 'DIV', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'UL', 'OL', 'BLOCKQUOTE', 'PRE', 'TABLE', 'HR', 'IMG', 'FIGURE', 'SECTION', 'ARTICLE', 'MAIN', 'HEADER', 'FOOTER', 'LI', 'BODY']);

const isBold = (el: HTMLElement) => {
  const weight = el.style.fontWeight;
  if (weight) return weight === 'bold' || weight === 'bolder' || Number(weight) >= 600;
  return el.tagName === 'B' || el.tagName === 'STRONG';
};
const isItalic = (el: HTMLElement) => (el.style.fontStyle ? el.style.fontStyle === 'italic' : el.tagName === 'I' || el.tagName === 'EM');

/** The inline content of a node as allow-list HTML (b, i, a, code, br). */
function inline(node: Node): string {
  let out = '';
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      out += escapeText((child.textContent ?? '').replace(/\s+/g, ' '));
      continue;
    }
    if (!(child instanceof HTMLElement)) continue;
    const tag = child.tagName;
    if (tag === 'BR') {
      out += '<br>';
      continue;
    }
    if (tag === 'STYLE' || tag === 'SCRIPT' || tag === 'META' || tag === 'TITLE') continue;
    let inner = inline(child);
    if (!inner.trim()) {
      out += inner;
      continue;
    }
    if (tag === 'CODE' || tag === 'KBD' || tag === 'SAMP') inner = `<code class="inline-code">${inner}</code>`;
    else {
      if (isBold(child)) inner = `<b>${inner}</b>`;
      if (isItalic(child)) inner = `<i>${inner}</i>`;
    }
    if (tag === 'A' && child.getAttribute('href')) inner = `<a href="${escapeAttribute(child.getAttribute('href')!)}">${inner}</a>`;
    out += inner;
  }
  return out;
}

/** Inline HTML cleaned by the shared allow-list, trimmed, and without line breaks at its ends. */
const clean = (html: string) => sanitizeInlineHtml(html).replace(/^(\s|<br>)+|(\s|<br>)+$/g, '').replace(/ target="_blank"/g, '').replace(/ rel="noopener noreferrer nofollow"/g, '');

interface ListNode {
  content: string;
  meta: Record<string, never>;
  items: ListNode[];
}

function listItems(list: Element): ListNode[] {
  return Array.from(list.children)
    .filter((li) => li.tagName === 'LI')
    .map((li) => {
      const nested = Array.from(li.children).filter((c) => c.tagName === 'UL' || c.tagName === 'OL');
      const copy = li.cloneNode(true) as HTMLElement;
      for (const n of Array.from(copy.children)) if (n.tagName === 'UL' || n.tagName === 'OL') n.remove();
      return { content: clean(inline(copy)), meta: {}, items: nested.flatMap(listItems) };
    })
    .filter((item) => item.content || item.items.length);
}

const hasBlockChildren = (el: Element) => Array.from(el.children).some((c) => BLOCK_TAGS.has(c.tagName));

function collect(el: Element, blocks: EditorBlock[]) {
  // Loose inline nodes next to each other (a copied sentence, text between blocks) make one paragraph.
  let run: Node[] = [];
  const flush = () => {
    const text = clean(inline({ childNodes: run } as unknown as Node));
    run = [];
    if (text) blocks.push({ type: 'paragraph', data: { text } });
  };
  for (const child of Array.from(el.childNodes)) {
    const isInline = child.nodeType === Node.TEXT_NODE || (child instanceof HTMLElement && !BLOCK_TAGS.has(child.tagName) && !hasBlockChildren(child) && !child.querySelector('img'));
    if (isInline) {
      run.push(child);
      continue;
    }
    flush();
    if (!(child instanceof HTMLElement)) continue;
    const tag = child.tagName;
    switch (tag) {
      case 'H1':
      case 'H2':
      case 'H3':
      case 'H4':
      case 'H5':
      case 'H6': {
        const text = clean(inline(child));
        if (text) blocks.push({ type: 'header', data: { text, level: tag === 'H1' || tag === 'H2' ? 2 : 3 } });
        break;
      }
      case 'UL':
      case 'OL': {
        const items = listItems(child);
        if (items.length) blocks.push({ type: 'list', data: { style: tag === 'OL' ? 'ordered' : 'unordered', meta: {}, items } });
        break;
      }
      case 'BLOCKQUOTE': {
        const text = clean(inline(child));
        if (text) blocks.push({ type: 'quote', data: { text, caption: '', alignment: 'left' } });
        break;
      }
      case 'PRE': {
        const code = child.textContent ?? '';
        if (code.trim()) blocks.push({ type: 'code', data: { code: code.replace(/\n$/, ''), language: /language-(\w+)/.exec(child.querySelector('code')?.className ?? '')?.[1] ?? 'plaintext' } });
        break;
      }
      case 'TABLE': {
        const rows = Array.from(child.querySelectorAll('tr')).map((tr) => Array.from(tr.children).filter((c) => c.tagName === 'TD' || c.tagName === 'TH').map((c) => clean(inline(c))));
        const width = Math.max(0, ...rows.map((r) => r.length));
        const content = rows.filter((r) => r.length).map((r) => [...r, ...Array<string>(width - r.length).fill('')]);
        if (content.some((r) => r.some(Boolean))) blocks.push({ type: 'table', data: { withHeadings: Boolean(child.querySelector('tr:first-child > th, thead')), content } });
        break;
      }
      case 'HR':
        blocks.push({ type: 'delimiter', data: {} });
        break;
      case 'IMG': {
        const src = child.getAttribute('src') ?? '';
        if (/^https?:\/\//i.test(src)) blocks.push({ type: 'image', data: { file: { url: src }, caption: clean(child.getAttribute('alt') ?? ''), withBorder: false, stretched: false, withBackground: false } });
        break;
      }
      case 'STYLE':
      case 'SCRIPT':
      case 'META':
      case 'TITLE':
      case 'LINK':
        break;
      default: {
        // Containers (div, section, Google Docs' <b> wrapper, a <p> holding an image) are walked into;
        // anything else is a paragraph of its inline content.
        if (hasBlockChildren(child)) collect(child, blocks);
        else {
          const text = clean(inline(child));
          if (text) blocks.push({ type: 'paragraph', data: { text } });
          for (const img of Array.from(child.querySelectorAll('img'))) collect({ childNodes: [img] } as unknown as Element, blocks);
        }
      }
    }
  }
  flush();
}

/** Pasted HTML as blocks (empty when nothing in it is worth keeping). */
export function htmlToBlocks(html: string): EditorBlock[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const blocks: EditorBlock[] = [];
  collect(doc.body, blocks);
  return blocks;
}
