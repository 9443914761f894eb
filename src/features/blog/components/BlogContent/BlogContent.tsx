import { cx } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import type { EditorBlock } from '@/contract';
import { sanitizeInlineHtml } from '@/lib';
import { resolveEmbed } from '../../model/embed';
import * as styles from './BlogContent.css';

const str = (v: unknown) => (typeof v === 'string' ? v : '');
// Inline HTML from the server is sanitised again right before it is written (API.md "Content").
const html = (v: unknown) => ({ __html: sanitizeInlineHtml(str(v)) });
const SAFE_IMAGE = /^(?:https?:\/\/|\/(?!\/))/i;

type ListItem = string | { content?: string; items?: ListItem[] };

function ListItems({ ordered, items }: { ordered: boolean; items: ListItem[] }) {
  const Tag = ordered ? 'ol' : 'ul';
  return (
    <Tag className={styles.list}>
      {items.map((item, i) =>
        typeof item === 'string' ? (
          <li key={i} dangerouslySetInnerHTML={html(item)} />
        ) : (
          <li key={i}>
            <span dangerouslySetInnerHTML={html(item?.content)} />
            {Array.isArray(item?.items) && item.items.length > 0 && <ListItems ordered={ordered} items={item.items} />}
          </li>
        ),
      )}
    </Tag>
  );
}

/** One editor block, rendered by its type; unknown types render nothing. */
export function Block({ block }: { block: EditorBlock }) {
  const { data } = block;
  switch (block.type) {
    case 'paragraph':
      return <p dangerouslySetInnerHTML={html(data.text)} />;
    case 'header':
      return data.level === 3 ? <h3 className={styles.h3} dangerouslySetInnerHTML={html(data.text)} /> : <h2 className={styles.h2} dangerouslySetInnerHTML={html(data.text)} />;
    case 'image': {
      const url = str((data.file as { url?: unknown } | undefined)?.url);
      if (!SAFE_IMAGE.test(url)) return null;
      const caption = str(data.caption);
      return (
        <figure className={styles.figure}>
          <img className={styles.image} src={url} alt={caption ? caption.replace(/<[^>]*>/g, '') : ''} loading="lazy" decoding="async" />
          {caption && <figcaption className={styles.caption} dangerouslySetInnerHTML={html(caption)} />}
        </figure>
      );
    }
    case 'quote': {
      const caption = str(data.caption);
      const center = data.alignment === 'center';
      return (
        <figure className={styles.figure}>
          <blockquote className={cx(styles.quote, center && styles.quoteCenter)} dangerouslySetInnerHTML={html(data.text)} />
          {caption && <figcaption className={cx(styles.quoteCaption, center && styles.caption)} dangerouslySetInnerHTML={html(caption)} />}
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
      return (
        <figure className={styles.figure}>
          <iframe
            className={styles.embed}
            src={embed.src}
            title={caption ? `${embed.service}: ${caption.replace(/<[^>]*>/g, '')}` : `Embedded ${embed.service} content`}
            width={embed.width}
            height={embed.height}
            style={{ aspectRatio: `${embed.width} / ${embed.height}` }}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            sandbox="allow-scripts allow-same-origin allow-popups allow-presentation"
            allow="fullscreen; encrypted-media; picture-in-picture"
          />
          {caption && <figcaption className={styles.caption} dangerouslySetInnerHTML={html(caption)} />}
        </figure>
      );
    }
    default:
      return null;
  }
}

export interface BlogContentProps extends ComponentProps<'div'> {
  blocks: EditorBlock[];
}

/** The blog's body: its blocks in order. */
export function BlogContent({ blocks, className, ...rest }: BlogContentProps) {
  return (
    <div className={cx(styles.content, className)} {...rest}>
      {blocks.map((block, i) => (
        <Block key={block.id ?? i} block={block} />
      ))}
    </div>
  );
}
