import type { EditorBlock } from '@/contract';

/*
 * Markdown to editor blocks, for paste (issue "An editor writers prefer"): headers, lists (nested by
 * indent), quotes, fenced code, rules, images and paragraphs; inline bold, italic, code and links.
 * Text is escaped first, so the only markup in the result is what the converter itself writes (the
 * inline allow-list: b, i, code, a).
 */

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const SAFE_LINK = /^(?:https?:\/\/|mailto:|\/(?!\/)|#)/i;

/** Inline Markdown of one line or paragraph as inline HTML of the allow-list. */
export function inlineMarkdown(text: string): string {
  // Code spans first: nothing inside them is Markdown.
  const spans: string[] = [];
  let out = text.replace(/`([^`\n]+)`/g, (_, code: string) => {
    spans.push(`<code class="inline-code">${escapeHtml(code)}</code>`);
    return `\uE000${spans.length - 1}\uE000`;
  });
  out = escapeHtml(out);
  out = out.replace(/\[([^\]\n]+)\]\(([^)\s]+)\)/g, (whole, label: string, url: string) => {
    const href = url.replace(/&amp;/g, '&');
    return SAFE_LINK.test(href) ? `<a href="${escapeHtml(href)}">${label}</a>` : whole;
  });
  out = out.replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '<b>$2</b>');
  out = out.replace(/(^|[^*\w])\*(?=\S)([^*\n]*?\S)\*(?!\*)/g, '$1<i>$2</i>');
  out = out.replace(/(^|[^_\w])_(?=\S)([^_\n]*?\S)_(?![_\w])/g, '$1<i>$2</i>');
  return out.replace(/\uE000(\d+)\uE000/g, (_, i: string) => spans[Number(i)]!);
}

interface ListNode {
  content: string;
  meta: Record<string, never>;
  items: ListNode[];
}

const LIST_ITEM = /^(\s*)([-*+]|\d{1,9}[.)])\s+(.*)$/;
const HEADER = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w+#-]*)\s*$/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;
const IMAGE = /^!\[([^\]]*)\]\((https?:\/\/[^)\s]+)\)\s*$/;

const LANGUAGE_ALIASES: Record<string, string> = { js: 'javascript', ts: 'typescript', py: 'python', sh: 'bash', shell: 'bash', zsh: 'bash', html: 'xml', yml: 'yaml', rs: 'rust', rb: 'ruby', 'c++': 'cpp', cs: 'csharp', kt: 'kotlin', md: 'markdown' };
const languageOf = (info: string) => {
  const l = info.toLowerCase();
  return LANGUAGE_ALIASES[l] ?? (l || 'plaintext');
};

/** Markdown text as blocks. */
export function markdownToBlocks(markdown: string): EditorBlock[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: EditorBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', data: { text: inlineMarkdown(paragraph.join(' ').trim()) } });
    paragraph = [];
  };

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.trim()) {
      flush();
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      flush();
      const code: string[] = [];
      for (i++; i < lines.length && !lines[i]!.trimStart().startsWith(fence[2]!); i++) code.push(lines[i]!);
      blocks.push({ type: 'code', data: { code: code.join('\n'), language: languageOf(fence[3] ?? '') } });
      continue;
    }
    const header = HEADER.exec(line);
    if (header) {
      flush();
      // The blog has two heading levels: # and ## are the larger, the rest the smaller.
      blocks.push({ type: 'header', data: { text: inlineMarkdown(header[2]!), level: header[1]!.length <= 2 ? 2 : 3 } });
      continue;
    }
    if (RULE.test(line)) {
      flush();
      blocks.push({ type: 'delimiter', data: {} });
      continue;
    }
    const image = IMAGE.exec(line);
    if (image) {
      flush();
      blocks.push({ type: 'image', data: { file: { url: image[2]! }, caption: escapeHtml(image[1]!), withBorder: false, stretched: false, withBackground: false } });
      continue;
    }
    if (line.startsWith('>')) {
      flush();
      const quote: string[] = [];
      for (; i < lines.length && lines[i]!.startsWith('>'); i++) quote.push(lines[i]!.replace(/^>\s?/, ''));
      i--;
      blocks.push({ type: 'quote', data: { text: inlineMarkdown(quote.join(' ').trim()), caption: '', alignment: 'left' } });
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (item) {
      flush();
      const ordered = /\d/.test(item[2]!);
      const root: ListNode[] = [];
      // A stack of (indent, items) so deeper indents nest under the item before them.
      const stack: { indent: number; items: ListNode[] }[] = [{ indent: item[1]!.length, items: root }];
      for (; i < lines.length; i++) {
        const m = LIST_ITEM.exec(lines[i]!);
        if (!m) break;
        const indent = m[1]!.length;
        while (stack.length > 1 && indent < stack[stack.length - 1]!.indent) stack.pop();
        let level = stack[stack.length - 1]!;
        if (indent > level.indent && level.items.length) {
          const parent = level.items[level.items.length - 1]!;
          level = { indent, items: parent.items };
          stack.push(level);
        }
        level.items.push({ content: inlineMarkdown(m[3]!), meta: {}, items: [] });
      }
      i--;
      blocks.push({ type: 'list', data: { style: ordered ? 'ordered' : 'unordered', meta: {}, items: root } });
      continue;
    }
    paragraph.push(line.trim());
  }
  flush();
  return blocks;
}

/** Whether plain pasted text reads as Markdown (a block marker on some line, or inline marks). */
export function looksLikeMarkdown(text: string): boolean {
  return /^(#{1,6}\s|\s*[-*+]\s|\s*\d{1,9}[.)]\s|>|```|~~~|(\s*[-*_]){3,}\s*$)/m.test(text) || /\*\*[^*\n]+\*\*|`[^`\n]+`|\[[^\]\n]+\]\([^)\s]+\)/.test(text);
}
