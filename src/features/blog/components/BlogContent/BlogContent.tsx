import { cx } from 'class-variance-authority';
import { Fragment, type ComponentProps, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { EditorBlock } from '@/contract';
import { CODE_LANGUAGES, isCodeLanguage } from '@/contract';
import { Picture } from '@/design';
import { pictureSources, sanitizeCodeHtml, sanitizeInlineHtml, type ImageMeta } from '@/lib';
import { resolveEmbed } from '../../model/embed';
import * as styles from './BlogContent.css';

const str = (v: unknown) => (typeof v === 'string' ? v : '');
// Inline HTML from the server is sanitised again right before it is written (API.md "Content").
const html = (v: unknown) => ({ __html: sanitizeInlineHtml(str(v)) });
const SAFE_IMAGE = /^(?:https?:\/\/|\/(?!\/))/i;
/** The reading column: the whole width on phones, at most 650 px (the content size token). */
const CONTENT_IMAGE_SIZES = '(max-width: 700px) 100vw, 650px';

type ListItem = string | { content?: string; items?: ListItem[] };

function ListItems({ ordered, items }: { ordered: boolean; items: ListItem[] }) {
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <Tag className={styles.list}>
      {items.map((item, i) =>
        typeof item === 'string' ? (
          <li key={i} dir="auto" dangerouslySetInnerHTML={html(item)} />
        ) : (
          <li key={i} dir="auto">
            <span dangerouslySetInnerHTML={html(item?.content)} />
            {Array.isArray(item?.items) && item.items.length > 0 && <ListItems ordered={ordered} items={item.items} />}
          </li>
        ),
      )}
    </Tag>
  );
}

/** One editor block, rendered by its type; unknown types render nothing. `nth`: its place among blocks of its type (1-based), which names code and tables apart. */
export function Block({ block, nth = 1 }: { block: EditorBlock; nth?: number }) {
  const { t } = useLingui();
  const { data } = block;
  switch (block.type) {
    case 'paragraph':
      return <p dir="auto" dangerouslySetInnerHTML={html(data.text)} />;
    case 'header':
      return data.level === 3 ? <h3 className={styles.h3} dir="auto" dangerouslySetInnerHTML={html(data.text)} /> : <h2 className={styles.h2} dir="auto" dangerouslySetInnerHTML={html(data.text)} />;
    case 'image': {
      const file = (data.file ?? {}) as { url?: unknown } & Partial<ImageMeta>;
      const url = str(file.url);
      if (!SAFE_IMAGE.test(url)) return null;
      const caption = str(data.caption);
      return (
        <figure className={styles.figure}>
          <Picture className={styles.image} {...pictureSources(url, file)} sizes={CONTENT_IMAGE_SIZES} alt={caption ? caption.replace(/<[^>]*>/g, '') : ''} />
          {caption && <figcaption className={styles.caption} dir="auto" dangerouslySetInnerHTML={html(caption)} />}
        </figure>
      );
    }
    case 'quote': {
      const caption = str(data.caption);
      const center = data.alignment === 'center';
      return (
        <figure className={styles.figure}>
          <blockquote className={cx(styles.quote, center && styles.quoteCenter)} dir="auto" dangerouslySetInnerHTML={html(data.text)} />
          {caption && <figcaption className={cx(styles.quoteCaption, center && styles.caption)} dir="auto" dangerouslySetInnerHTML={html(caption)} />}
        </figure>
      );
    }
    case 'list':
      // @editorjs/list 1.x saves items as strings, 2.x as {content, meta, items}; a checklist reads as a bulleted list.
      return Array.isArray(data.items) ? <ListItems ordered={data.style !== 'unordered' && data.style !== 'checklist'} items={data.items as ListItem[]} /> : null;
    case 'embed': {
      const embed = resolveEmbed(data);
      if (!embed) return null;
      const caption = str(data.caption);
      const service = embed.service;
      return (
        <figure className={styles.figure}>
          <iframe
            className={styles.embed}
            src={embed.src}
            title={caption ? `${embed.service}: ${caption.replace(/<[^>]*>/g, '')}` : t`Embedded ${service} content`}
            width={embed.width}
            height={embed.height}
            style={{ aspectRatio: `${embed.width} / ${embed.height}` }}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-popups allow-presentation"
            allow="fullscreen; encrypted-media; picture-in-picture"
          />
          {caption && <figcaption className={styles.caption} dir="auto" dangerouslySetInnerHTML={html(caption)} />}
        </figure>
      );
    }
    case 'code': {
      const code = str(data.code);
      if (!code) return null;
      const language = isCodeLanguage(data.language) ? data.language : 'plaintext';
      const languageName = CODE_LANGUAGES[language];
      // Highlighted by the server when it was saved; without that markup (an old row), the plain code.
      const highlighted = str(data.html);
      return (
        <figure className={styles.figure}>
          <pre className={styles.codeBlock} tabIndex={0} role="region" aria-label={t`Code ${nth}: ${languageName}`}>
            {highlighted ? <code className={styles.code} dangerouslySetInnerHTML={{ __html: sanitizeCodeHtml(highlighted) }} /> : <code className={styles.code}>{code}</code>}
          </pre>
        </figure>
      );
    }
    case 'table': {
      const rows = Array.isArray(data.content) ? (data.content as unknown[]).filter(Array.isArray) as unknown[][] : [];
      if (rows.length === 0) return null;
      const withHeadings = data.withHeadings === true;
      const body = withHeadings ? rows.slice(1) : rows;
      return (
        // Wide tables scroll inside their own box (phones), which the keyboard can reach.
        <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={t`Table ${nth}`}>
          <table className={styles.table}>
            {withHeadings && (
              <thead>
                <tr>
                  {rows[0]!.map((cell, i) => (
                    <th key={i} scope="col" dir="auto" dangerouslySetInnerHTML={html(cell)} />
                  ))}
                </tr>
              </thead>
            )}
            <tbody>
              {body.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, i) => (
                    <td key={i} dir="auto" dangerouslySetInnerHTML={html(cell)} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
    case 'delimiter':
      return <hr className={styles.delimiter} />;
    default:
      return null;
  }
}

export interface BlogContentProps extends ComponentProps<'div'> {
  blocks: EditorBlock[];
  /** Wraps each rendered block (the workshop marks blocks with their ids to pin notes to them). */
  wrapBlock?: (block: EditorBlock, rendered: ReactNode, index: number) => ReactNode;
}

/**
 * The blog's body: its blocks in order. Each text block takes its direction from its own words
 * (dir="auto"): an English post read in the Arabic interface keeps its punctuation at the end of
 * its lines, and an Arabic post in the English one reads from the right. Give it the blog's own
 * `lang` and that language's `dir` (the page passes them).
 */
export function BlogContent({ blocks, wrapBlock, className, ...rest }: BlogContentProps) {
  const seen = new Map<string, number>();
  return (
    <div className={cx(styles.content, className)} {...rest}>
      {blocks.map((block, i) => {
        const nth = (seen.get(block.type) ?? 0) + 1;
        seen.set(block.type, nth);
        const rendered = <Block key={block.id ?? i} block={block} nth={nth} />;
        return wrapBlock ? <Fragment key={block.id ?? i}>{wrapBlock(block, rendered, i)}</Fragment> : rendered;
      })}
    </div>
  );
}
