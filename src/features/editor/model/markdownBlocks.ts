import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { escapeAttribute, escapeText } from 'entities/escape';
import type { Nodes, PhrasingContent, Root, RootContent } from 'mdast';
import { isSafeHref, type EditorBlock } from '@/contract';

/*
 * Markdown (CommonMark with GitHub's tables) to editor blocks, for paste: headings (ATX and setext),
 * lists (nested, tight or loose), quotes, fenced and indented code, rules, tables, images and
 * paragraphs; inline bold, italic, code, links and <mark>. The parser is mdast-util-from-markdown;
 * this module only maps its tree onto the blocks. Text is escaped as it is written out, so the only
 * markup in the result is what this module writes (the contract's inline tags).
 * The paste handler imports this module lazily: the parser is not in the editor's first load.
 */

interface ListNode {
  content: string;
  meta: Record<string, never>;
  items: ListNode[];
}

const LANGUAGE_ALIASES: Record<string, string> = { js: 'javascript', ts: 'typescript', py: 'python', sh: 'bash', shell: 'bash', zsh: 'bash', html: 'xml', yml: 'yaml', rs: 'rust', rb: 'ruby', 'c++': 'cpp', cs: 'csharp', kt: 'kotlin', md: 'markdown' };
const languageOf = (info: string) => {
  const l = info.toLowerCase();
  return LANGUAGE_ALIASES[l] ?? (l || 'plaintext');
};

/** Only an absolute http(s) picture becomes an image block (the server keeps nothing else). */
const IMAGE_URL = /^https?:\/\//i;
/** The one raw HTML Markdown carries that the blocks keep: highlight, which Markdown has no mark for. */
const MARK_TAG = /^<(\/?)mark>$/i;

const parse = (markdown: string): Root => fromMarkdown(markdown.replace(/\r\n?/g, '\n'), { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });

/** Writes phrasing content as inline HTML, keeping the <mark> tags it opened balanced. */
class InlineWriter {
  private openMarks = 0;
  constructor(
    private readonly source: string,
    private readonly definitions: Map<string, string>,
  ) {}

  phrasing(nodes: PhrasingContent[]): string {
    return nodes.map((node) => this.node(node)).join('');
  }

  /** Closes the marks a block left open. */
  close(html: string): string {
    const closed = html + '</mark>'.repeat(this.openMarks);
    this.openMarks = 0;
    return closed;
  }

  private link(url: string, children: PhrasingContent[], node: PhrasingContent): string {
    if (isSafeHref(url)) return `<a href="${escapeAttribute(url)}">${this.phrasing(children)}</a>`;
    // A link with an unsafe target stays the text that was pasted.
    const { start, end } = node.position ?? {};
    return start?.offset !== undefined && end?.offset !== undefined ? this.text(this.source.slice(start.offset, end.offset)) : this.phrasing(children);
  }

  // A soft line break is a space: a block's text is one run, as the editor shows it.
  private text = (value: string) => escapeText(value.replace(/[ \t]*\n[ \t]*/g, ' '));

  private node(node: PhrasingContent): string {
    switch (node.type) {
      case 'text':
        return this.text(node.value);
      case 'strong':
        return `<b>${this.phrasing(node.children)}</b>`;
      case 'emphasis':
        return `<i>${this.phrasing(node.children)}</i>`;
      case 'inlineCode':
        return `<code class="inline-code">${escapeText(node.value)}</code>`;
      case 'break':
        return '<br>';
      case 'link':
        return this.link(node.url, node.children, node);
      case 'linkReference': {
        const url = this.definitions.get(node.identifier);
        return url === undefined ? this.phrasing(node.children) : this.link(url, node.children, node);
      }
      case 'image':
      case 'imageReference':
        return this.text(node.alt ?? '');
      case 'html': {
        const mark = MARK_TAG.exec(node.value);
        if (mark && !mark[1]) {
          this.openMarks++;
          return '<mark>';
        }
        if (mark && this.openMarks > 0) {
          this.openMarks--;
          return '</mark>';
        }
        return this.text(node.value);
      }
      case 'footnoteReference':
        return this.text(`[^${node.label ?? node.identifier}]`);
      default:
        // Strikethrough and anything else without a mark of its own keeps its text and inner marks.
        return 'children' in node ? this.phrasing(node.children) : '';
    }
  }
}

/** The blocks of a Markdown document. */
class BlockWriter {
  private readonly inline: InlineWriter;
  constructor(source: string, root: Root) {
    const definitions = new Map<string, string>();
    for (const node of root.children) if (node.type === 'definition') definitions.set(node.identifier, node.url);
    this.inline = new InlineWriter(source, definitions);
  }

  private inlineOf(nodes: PhrasingContent[]): string {
    return this.inline.close(this.inline.phrasing(nodes)).trim();
  }

  /** Flow content written as one run of inline HTML, its blocks separated by line breaks (a quote, a list item). */
  private flowAsInline(nodes: RootContent[]): string {
    return nodes
      .flatMap((node): string[] => {
        if (node.type === 'paragraph' || node.type === 'heading') return [this.inlineOf(node.children)];
        if (node.type === 'code' || node.type === 'html') return [escapeText(node.value)];
        if ('children' in node) return [this.flowAsInline(node.children as RootContent[])];
        return [];
      })
      .filter((text) => text !== '')
      .join('<br>');
  }

  private listItems(node: Extract<Nodes, { type: 'list' }>): ListNode[] {
    return node.children.map((item) => ({
      content: this.flowAsInline(item.children.filter((child) => child.type !== 'list')),
      meta: {},
      items: item.children.flatMap((child) => (child.type === 'list' ? this.listItems(child) : [])),
    }));
  }

  blocks(nodes: RootContent[]): EditorBlock[] {
    return nodes.flatMap((node): EditorBlock[] => {
      switch (node.type) {
        case 'heading': {
          const text = this.inlineOf(node.children);
          // The blog has two heading levels: # and ## are the larger, the rest the smaller.
          return text ? [{ type: 'header', data: { text, level: node.depth <= 2 ? 2 : 3 } }] : [];
        }
        case 'paragraph': {
          const content = node.children.filter((child) => !(child.type === 'text' && !child.value.trim()));
          const only = content.length === 1 ? content[0]! : undefined;
          if (only?.type === 'image' && IMAGE_URL.test(only.url)) {
            return [{ type: 'image', data: { file: { url: only.url }, caption: escapeText(only.alt ?? ''), withBorder: false, stretched: false, withBackground: false } }];
          }
          const text = this.inlineOf(node.children);
          return text ? [{ type: 'paragraph', data: { text } }] : [];
        }
        case 'blockquote': {
          const text = this.flowAsInline(node.children);
          return text ? [{ type: 'quote', data: { text, caption: '', alignment: 'left' } }] : [];
        }
        case 'list':
          return [{ type: 'list', data: { style: node.ordered ? 'ordered' : 'unordered', meta: {}, items: this.listItems(node) } }];
        case 'code':
          return [{ type: 'code', data: { code: node.value, language: languageOf(node.lang ?? '') } }];
        case 'thematicBreak':
          return [{ type: 'delimiter', data: {} }];
        case 'table': {
          const rows = node.children.map((row) => row.children.map((cell) => this.inlineOf(cell.children)));
          // A table written without headings has an empty heading row (GFM requires one).
          const headless = rows.length > 1 && rows[0]!.every((cell) => cell === '');
          return [{ type: 'table', data: { withHeadings: !headless, content: headless ? rows.slice(1) : rows } }];
        }
        case 'html': {
          const text = escapeText(node.value.trim());
          return text ? [{ type: 'paragraph', data: { text } }] : [];
        }
        case 'footnoteDefinition':
          return this.blocks(node.children);
        default:
          // Link definitions are used by the links that name them; nothing else is left.
          return [];
      }
    });
  }
}

/** Markdown text as blocks. */
export function markdownToBlocks(markdown: string): EditorBlock[] {
  const root = parse(markdown);
  return new BlockWriter(markdown.replace(/\r\n?/g, '\n'), root).blocks(root.children);
}

/** Inline Markdown of one line or paragraph as inline HTML of the allow-list. */
export function inlineMarkdown(text: string): string {
  const root = parse(text);
  const writer = new InlineWriter(text, new Map());
  const paragraphs = root.children.flatMap((node) => (node.type === 'paragraph' ? [writer.close(writer.phrasing(node.children))] : []));
  return paragraphs.join(' ');
}
