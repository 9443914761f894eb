/*
 * The editor's blocks as Markdown (the account export), written by mdast-util-to-markdown with
 * GitHub's tables: each block becomes an mdast node, and the library does the escaping, fences and
 * list indents that CommonMark needs. Block text is the sanitiser's inline HTML (b, i, a, mark,
 * code, br), read by htmlparser2 (entities decoded) into mdast phrasing nodes. <mark> has no
 * Markdown: it stays inline HTML, which CommonMark passes through and our paste reads back.
 */
import { DomUtils, ElementType, parseDocument } from 'htmlparser2';
import { toMarkdown, type Options } from 'mdast-util-to-markdown';
import { gfmToMarkdown } from 'mdast-util-gfm';
import type { BlockContent, List, ListItem as MdListItem, Nodes, PhrasingContent, RootContent, TableRow } from 'mdast';
import { isSafeHref } from '../../src/contract/index.ts';

type DomNode = ReturnType<typeof parseDocument>['children'][number];

const MARKDOWN_OPTIONS: Options = {
  bullet: '-',
  rule: '-',
  emphasis: '*',
  strong: '*',
  fence: '`',
  listItemIndent: 'one',
  extensions: [gfmToMarkdown()],
};

const markdownOf = (node: Nodes): string => toMarkdown(node, MARKDOWN_OPTIONS).replace(/\n+$/, '');

const text = (value: string): PhrasingContent => ({ type: 'text', value });

function domToPhrasing(nodes: DomNode[]): PhrasingContent[] {
  return nodes.flatMap((node): PhrasingContent[] => {
    if (node.type === ElementType.Text) return [text(node.data)];
    if (node.type !== ElementType.Tag) return [];
    const children = () => domToPhrasing(node.children);
    switch (node.name) {
      case 'b':
      case 'strong':
        return [{ type: 'strong', children: children() }];
      case 'i':
      case 'em':
        return [{ type: 'emphasis', children: children() }];
      case 'code':
        return [{ type: 'inlineCode', value: DomUtils.textContent(node) }];
      case 'br':
        return [{ type: 'break' }];
      case 'a': {
        const href = node.attribs.href;
        return href !== undefined && isSafeHref(href) ? [{ type: 'link', url: href, children: children() }] : children();
      }
      case 'mark':
        return [{ type: 'html', value: '<mark>' }, ...children(), { type: 'html', value: '</mark>' }];
      default:
        return children();
    }
  });
}

type Emphasis = Extract<PhrasingContent, { type: 'strong' | 'emphasis' }>;
const isEmphasis = (node: PhrasingContent): node is Emphasis => node.type === 'strong' || node.type === 'emphasis';

/** Takes the whitespace off one end of a run, through the marks at that end, and gives it back. */
function takeEdgeSpace(nodes: PhrasingContent[], end: 'start' | 'end'): string {
  const node = end === 'start' ? nodes[0] : nodes[nodes.length - 1];
  if (!node) return '';
  if (node.type === 'text') {
    const space = (end === 'start' ? /^\s+/ : /\s+$/).exec(node.value)?.[0] ?? '';
    node.value = end === 'start' ? node.value.slice(space.length) : node.value.slice(0, node.value.length - space.length);
    if (node.value === '') nodes.splice(end === 'start' ? 0 : nodes.length - 1, 1);
    return space;
  }
  return isEmphasis(node) ? takeEdgeSpace(node.children, end) : '';
}

/**
 * What CommonMark needs of emphasis that HTML does not: no space just inside a marker (`** bold **`
 * is not bold), and one run for adjacent runs of the same mark (`*it**al*` is not `*ital*`).
 */
function normalise(nodes: PhrasingContent[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (const node of nodes) {
    if (isEmphasis(node)) {
      node.children = normalise(node.children);
      const before = takeEdgeSpace(node.children, 'start');
      const after = takeEdgeSpace(node.children, 'end');
      if (before) out.push(text(before));
      if (node.children.length > 0) out.push(node);
      if (after) out.push(text(after));
    } else {
      if (node.type === 'link') node.children = normalise(node.children);
      out.push(node);
    }
  }
  // Join neighbours: text with text, and a mark with the same mark right after it.
  return out.reduce<PhrasingContent[]>((joined, node) => {
    const last = joined[joined.length - 1];
    if (last?.type === 'text' && node.type === 'text') last.value += node.value;
    else if (last && isEmphasis(last) && last.type === node.type) last.children = normalise([...last.children, ...(node as Emphasis).children]);
    else joined.push(node);
    return joined;
  }, []);
}

/** Inline HTML of the allow-list as mdast phrasing content, entities decoded. */
export function inlineToPhrasing(html: string): PhrasingContent[] {
  const phrasing = normalise(domToPhrasing(parseDocument(html).children));
  // The ends of a block's text are not content: Markdown would drop them, or keep a stray break.
  takeEdgeSpace(phrasing, 'start');
  takeEdgeSpace(phrasing, 'end');
  while (phrasing[0]?.type === 'break') phrasing.shift();
  while (phrasing[phrasing.length - 1]?.type === 'break') phrasing.pop();
  return phrasing;
}

/** Inline HTML of the allow-list to Markdown. */
export function inlineToMarkdown(html: string): string {
  return markdownOf({ type: 'paragraph', children: inlineToPhrasing(html) });
}

/** Plain text of inline HTML (an image's alt text). */
const plainText = (html: string) => DomUtils.textContent(parseDocument(html)).trim();

type ListItem = string | { content: string; items?: ListItem[] };

function listOf(items: ListItem[], ordered: boolean): List {
  return {
    type: 'list',
    ordered,
    spread: false,
    children: items.map((item): MdListItem => {
      const content = typeof item === 'string' ? item : item.content;
      const children = typeof item === 'string' ? [] : (item.items ?? []);
      return {
        type: 'listItem',
        spread: false,
        children: [{ type: 'paragraph', children: inlineToPhrasing(content) }, ...(children.length ? [listOf(children, ordered)] : [])],
      };
    }),
  };
}

export interface Block {
  type: string;
  data: Record<string, unknown>;
}

const paragraph = (html: string): BlockContent => ({ type: 'paragraph', children: inlineToPhrasing(html) });

/** One block as an mdast node; an unknown or empty block as nothing. */
function blockToNode(b: Block): RootContent | null {
  const d = b.data ?? {};
  const s = (v: unknown) => (typeof v === 'string' ? v : '');
  switch (b.type) {
    case 'paragraph':
      return paragraph(s(d.text));
    case 'header':
      return { type: 'heading', depth: d.level === 3 ? 3 : 2, children: inlineToPhrasing(s(d.text)) };
    case 'list':
      return listOf(Array.isArray(d.items) ? (d.items as ListItem[]) : [], d.style === 'ordered');
    case 'image': {
      const url = s((d.file as { url?: unknown } | undefined)?.url);
      const caption = inlineToPhrasing(s(d.caption));
      const image: PhrasingContent = { type: 'image', url, alt: plainText(s(d.caption)) };
      return { type: 'paragraph', children: caption.length ? [image, text('\n'), { type: 'emphasis', children: caption }] : [image] };
    }
    case 'quote': {
      const caption = inlineToPhrasing(s(d.caption));
      return { type: 'blockquote', children: [paragraph(s(d.text)), ...(caption.length ? [{ type: 'paragraph' as const, children: [text('— '), ...caption] }] : [])] };
    }
    case 'embed': {
      const caption = inlineToPhrasing(s(d.caption));
      return { type: 'paragraph', children: [{ type: 'link', url: s(d.source), children: caption.length ? caption : [text(s(d.service))] }] };
    }
    case 'code': {
      const language = s(d.language) === 'plaintext' ? '' : s(d.language).replace(/[^a-z]/g, '');
      return { type: 'code', lang: language || null, value: s(d.code) };
    }
    case 'table': {
      const rows = (Array.isArray(d.content) ? (d.content as unknown[]) : []).filter(Array.isArray) as unknown[][];
      if (rows.length === 0) return null;
      const row = (cells: unknown[]): TableRow => ({ type: 'tableRow', children: cells.map((cell) => ({ type: 'tableCell', children: inlineToPhrasing(s(cell)) })) });
      // GFM tables always have a heading row: without headings it is left empty.
      const head = d.withHeadings === true ? rows[0]! : Array<string>(rows[0]!.length).fill('');
      const body = d.withHeadings === true ? rows.slice(1) : rows;
      return { type: 'table', children: [row(head), ...body.map(row)] };
    }
    case 'delimiter':
      return { type: 'thematicBreak' };
    default:
      return null;
  }
}

/** One block as Markdown; an unknown type as nothing. */
export function blockToMarkdown(b: Block): string {
  const node = blockToNode(b);
  return node ? markdownOf(node) : '';
}

const yamlString = (v: string) => JSON.stringify(v);

type ExportedBlog = { title: string; des: string; banner: string; tags: string[]; draft: boolean; published_at: Date; language?: string; content: { blocks?: Block[] } };

/**
 * A blog as a Markdown file with YAML front matter, in parts: the head, then each block. Writing
 * CommonMark safely costs about a third of a millisecond per kilobyte of text, so a stream takes a
 * long blog a part at a time rather than the event loop holding it whole.
 */
export function* blogMarkdownParts(blog: ExportedBlog): Generator<string> {
  const front = [
    '---',
    `title: ${yamlString(blog.title)}`,
    `description: ${yamlString(blog.des)}`,
    `banner: ${yamlString(blog.banner)}`,
    `tags: [${blog.tags.map(yamlString).join(', ')}]`,
    `draft: ${blog.draft}`,
    `published_at: ${blog.published_at.toISOString()}`,
    ...(blog.language ? [`language: ${yamlString(blog.language)}`] : []),
    '---',
  ];
  const title = markdownOf({ type: 'heading', depth: 1, children: [text(blog.title)] });
  yield `${front.join('\n')}\n\n${title}\n\n`;
  let separator = '';
  for (const block of blog.content.blocks ?? []) {
    const markdown = blockToMarkdown(block);
    if (markdown.trim() === '') continue;
    yield separator + markdown;
    separator = '\n\n';
  }
  yield '\n';
}

/** A blog as a Markdown file with YAML front matter. */
export function blogToMarkdown(blog: ExportedBlog): string {
  return [...blogMarkdownParts(blog)].join('');
}
