/*
 * The editor's blocks as Markdown (the account export). Inline text is the sanitiser's allow-list
 * (b, i, a, mark, code, br), so a small converter covers all of it; anything else is kept as text.
 */

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };
const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, e: string) => ENTITIES[e]);

/** Markdown's own characters in plain text are escaped, so text reads as the writer wrote it. */
const escapeMd = (s: string) => s.replace(/([\\`*_[\]#|])/g, '\\$1');

/** Inline HTML of the allow-list to Markdown. */
export function inlineToMarkdown(html: string): string {
  let out = '';
  const re = /<(\/?)(b|i|a|mark|code|br)\b([^>]*)>|([^<]+)|(<)/gi;
  let link: string | null = null;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const [, closing, tagRaw, attrs, text, lone] = m;
    if (text !== undefined || lone !== undefined) {
      out += escapeMd(decode(text ?? lone!));
      continue;
    }
    const tag = tagRaw.toLowerCase();
    if (tag === 'br') out += '  \n';
    else if (tag === 'b') out += '**';
    else if (tag === 'i') out += '*';
    else if (tag === 'code') out += '`';
    else if (tag === 'mark') out += closing ? '==' : '==';
    else if (tag === 'a') {
      if (!closing) {
        link = decode(/href="([^"]*)"/i.exec(attrs)?.[1] ?? '');
        out += '[';
      } else {
        out += `](${(link ?? '').replace(/[()\s]/g, encodeURIComponent)})`;
        link = null;
      }
    }
  }
  return out;
}

type ListItem = string | { content: string; items?: ListItem[] };

function listToMarkdown(items: ListItem[], ordered: boolean, depth = 0): string[] {
  return items.flatMap((item, i) => {
    const content = typeof item === 'string' ? item : item.content;
    const children = typeof item === 'string' ? [] : (item.items ?? []);
    const marker = ordered ? `${i + 1}.` : '-';
    return [`${'   '.repeat(depth)}${marker} ${inlineToMarkdown(content)}`, ...listToMarkdown(children, ordered, depth + 1)];
  });
}

export interface Block {
  type: string;
  data: Record<string, unknown>;
}

/** One block as Markdown; an unknown type as nothing. */
export function blockToMarkdown(b: Block): string {
  const d = b.data ?? {};
  const s = (v: unknown) => (typeof v === 'string' ? v : '');
  switch (b.type) {
    case 'paragraph':
      return inlineToMarkdown(s(d.text));
    case 'header':
      return `${d.level === 3 ? '###' : '##'} ${inlineToMarkdown(s(d.text))}`;
    case 'list':
      return listToMarkdown(Array.isArray(d.items) ? (d.items as ListItem[]) : [], d.style === 'ordered').join('\n');
    case 'image': {
      const url = s((d.file as { url?: unknown } | undefined)?.url);
      const caption = inlineToMarkdown(s(d.caption));
      return `![${caption.replace(/[[\]]/g, '')}](${url})${caption ? `\n*${caption}*` : ''}`;
    }
    case 'quote': {
      const lines = inlineToMarkdown(s(d.text)).split('\n').map((l) => `> ${l}`);
      const caption = inlineToMarkdown(s(d.caption));
      return [...lines, ...(caption ? ['>', `> — ${caption}`] : [])].join('\n');
    }
    case 'embed': {
      const caption = inlineToMarkdown(s(d.caption));
      return `[${caption || s(d.service)}](${s(d.source)})`;
    }
    case 'code': {
      const code = s(d.code);
      // A fence longer than any run of backticks inside, so the code cannot close it.
      const fence = '`'.repeat(Math.max(3, ...[...code.matchAll(/`+/g)].map((m) => m[0].length + 1)));
      const language = s(d.language) === 'plaintext' ? '' : s(d.language).replace(/[^a-z]/g, '');
      return `${fence}${language}\n${code}\n${fence}`;
    }
    case 'table': {
      const rows = (Array.isArray(d.content) ? (d.content as unknown[]) : []).filter(Array.isArray) as unknown[][];
      if (rows.length === 0) return '';
      // inlineToMarkdown escapes | already; a cell is one line.
      const cell = (v: unknown) => inlineToMarkdown(s(v)).replace(/\s*\n\s*/g, ' ');
      const line = (r: unknown[]) => `| ${r.map(cell).join(' | ')} |`;
      // GFM tables always have a header row: without headings it is left empty.
      const width = rows[0]!.length;
      const head = d.withHeadings === true ? rows[0]! : Array<string>(width).fill(' ');
      const body = d.withHeadings === true ? rows.slice(1) : rows;
      return [line(head), `|${' --- |'.repeat(width)}`, ...body.map(line)].join('\n');
    }
    case 'delimiter':
      return '---';
    default:
      return '';
  }
}

const yamlString = (v: string) => JSON.stringify(v);

/** A blog as a Markdown file with YAML front matter. */
export function blogToMarkdown(blog: { title: string; des: string; banner: string; tags: string[]; draft: boolean; published_at: Date; content: { blocks?: Block[] } }): string {
  const front = [
    '---',
    `title: ${yamlString(blog.title)}`,
    `description: ${yamlString(blog.des)}`,
    `banner: ${yamlString(blog.banner)}`,
    `tags: [${blog.tags.map(yamlString).join(', ')}]`,
    `draft: ${blog.draft}`,
    `published_at: ${blog.published_at.toISOString()}`,
    '---',
  ];
  const body = (blog.content.blocks ?? []).map(blockToMarkdown).filter((t) => t.trim() !== '');
  return `${front.join('\n')}\n\n# ${escapeMd(blog.title)}\n\n${body.join('\n\n')}\n`;
}
