import type { Federation } from '@fedify/fedify';
import { preloadedContexts, type DocumentLoader, type DocumentLoaderFactory } from '@fedify/vocab-runtime';

/**
 * Makes the federation's context loader answer the JSON-LD contexts Fedify ships (ActivityStreams,
 * security, Mastodon's) marked `static`.
 *
 * jsonld keeps a resolved context across operations only when its loader marks it so; unmarked, every
 * expansion of every activity resolves the ActivityStreams context again, serialising it whole as a
 * cache key each time: a third of an inbox POST's CPU. The shipped contexts never change, so keeping
 * them for the process's life is exact. Contexts fetched from other servers stay unmarked.
 *
 * Fedify takes a loader factory of one's own only without `allowPrivateAddress` and `userAgent`
 * (whose loaders it then no longer makes), so its own factory is wrapped where it keeps it; the
 * fediverse tests check that the wrapping took (an upgrade that moves it fails them).
 */
export function keepShippedContexts(federation: Federation<void>) {
  const impl = federation as unknown as { contextLoaderFactory?: DocumentLoaderFactory };
  const made = impl.contextLoaderFactory;
  if (typeof made !== 'function') throw new Error("Fedify's federation no longer has the contextLoaderFactory this server wraps");
  impl.contextLoaderFactory = (opts) => staticShipped(made.call(impl, opts));
}

function staticShipped(load: DocumentLoader): DocumentLoader {
  return async (url, options) => {
    const doc = await load(url, options);
    return url in preloadedContexts ? { ...doc, tag: 'static' } : doc;
  };
}
