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

/**
 * Makes the federation's document and context loaders made once per set of options, not for every
 * context. Fedify makes both loaders anew each time it makes a context (every request, every queued
 * message), and each is a key-value cache whose rule is a new `URLPattern` (the polyfill compiles it:
 * the largest single cost of an inbox POST's context, about 0.7 ms of CPU) and a `Temporal` check of
 * its duration. The loaders keep no state of their own (the options, the store, the pattern), so the
 * one made for the same options answers exactly as a new one would. Options other than the plain ones
 * Fedify passes (private addresses allowed, the user agent) are not kept.
 */
export function keepLoaders(federation: Federation<void>) {
  const impl = federation as unknown as { documentLoaderFactory?: DocumentLoaderFactory; contextLoaderFactory?: DocumentLoaderFactory };
  for (const name of ['documentLoaderFactory', 'contextLoaderFactory'] as const) {
    const made = impl[name];
    if (typeof made !== 'function') throw new Error(`Fedify's federation no longer has the ${name} this server wraps`);
    const kept = new Map<string, DocumentLoader>();
    impl[name] = (opts) => {
      const key = optionsKey(opts);
      if (key === null) return made.call(impl, opts);
      let loader = kept.get(key);
      if (!loader) {
        loader = made.call(impl, opts);
        // A handful of option sets in practice (one origin); bounded all the same.
        if (kept.size >= LOADERS_MAX) kept.delete(kept.keys().next().value!);
        kept.set(key, loader);
      }
      return loader;
    };
  }
}

const LOADERS_MAX = 32;

/** The text a loader's options are kept under, or null when they are not plain ones. */
function optionsKey(opts: unknown): string | null {
  if (opts === undefined) return '';
  if (opts === null || typeof opts !== 'object') return null;
  const { allowPrivateAddress, userAgent, ...rest } = opts as { allowPrivateAddress?: unknown; userAgent?: unknown };
  if (Object.keys(rest).length) return null;
  if (allowPrivateAddress !== undefined && typeof allowPrivateAddress !== 'boolean') return null;
  if (userAgent !== undefined && typeof userAgent !== 'string') {
    if (userAgent === null || typeof userAgent !== 'object' || Object.values(userAgent).some((v) => v != null && typeof v !== 'string' && !(v instanceof URL))) return null;
  }
  return JSON.stringify([allowPrivateAddress ?? null, userAgent ?? null]);
}
