import type { Context } from '../context.ts';
import { imageMetaOf } from '../store/uploads.ts';

type Block = { type?: string; data?: Record<string, unknown> };

/**
 * Image blocks of this server's uploads carry `file = { url, width, height, placeholder }` from the
 * server's own record of the upload (API.md, "Images"): what a client sent for sizes is dropped
 * (the sanitiser keeps only `url`), and an upload not processed yet keeps `{ url }` alone.
 */
export async function fillImageFiles(ctx: Pick<Context, 'db' | 'store'>, blocks: Block[]): Promise<void> {
  const images = blocks.flatMap((b) => {
    const file = b.type === 'image' ? (b.data?.file as { url?: unknown } | undefined) : undefined;
    const key = typeof file?.url === 'string' ? ctx.store.keyOf(file.url) : null;
    return key ? [{ block: b, key, url: file!.url as string }] : [];
  });
  if (!images.length) return;
  const meta = await imageMetaOf(ctx.db, [...new Set(images.map((i) => i.key))]);
  for (const { block, key, url } of images) {
    const m = meta.get(key);
    block.data!.file = m ? { url, width: m.width, height: m.height, placeholder: m.placeholder } : { url };
  }
}

/** get-blog's `banner_meta` when the banner is an image this server processed (else nothing). */
export async function bannerMeta(ctx: Pick<Context, 'db' | 'store'>, banner: string): Promise<{ banner_meta?: { width: number; height: number; placeholder: string } }> {
  const key = banner ? ctx.store.keyOf(banner) : null;
  if (!key) return {};
  const m = (await imageMetaOf(ctx.db, [key])).get(key);
  return m ? { banner_meta: m } : {};
}

/** Feed items with each processed banner's size (one query for the whole feed). */
export async function withBannerSizes<T extends { banner: string }>(ctx: Pick<Context, 'db'> & { store: Pick<Context['store'], 'keyOf'> }, items: T[]): Promise<(T & { bannerSize?: { width: number; height: number } })[]> {
  const keys = items.map((b) => (b.banner ? ctx.store.keyOf(b.banner) : null));
  const meta = await imageMetaOf(ctx.db, [...new Set(keys.filter((k): k is string => k !== null))]);
  return items.map((b, i) => {
    const m = keys[i] ? meta.get(keys[i]!) : undefined;
    return m ? { ...b, bannerSize: { width: m.width, height: m.height } } : b;
  });
}
