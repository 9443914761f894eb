import type { Messages } from '@lingui/core';
import type { Language } from '@/contract';

/**
 * The app's catalogue in parts (lingui.config.ts), each language's part its own chunk compiled from
 * its .po file by @lingui/vite-plugin: a page loads only its language's base part, and the editor's
 * and the account's parts come with the code of their screens. The server's refusals come when a
 * call is refused (src/lib/api/client.ts) and with the screens whose forms check the contract's rules.
 */
export type CataloguePart = 'base' | 'editor' | 'account' | 'refusals' | 'browse';

const loaders: Record<CataloguePart, Record<Language, () => Promise<{ messages: Messages }>>> = {
  base: {
    en: () => import('../../locales/en/messages.po'),
    es: () => import('../../locales/es/messages.po'),
    ar: () => import('../../locales/ar/messages.po'),
  },
  editor: {
    en: () => import('../../locales/editor/en/messages.po'),
    es: () => import('../../locales/editor/es/messages.po'),
    ar: () => import('../../locales/editor/ar/messages.po'),
  },
  account: {
    en: () => import('../../locales/account/en/messages.po'),
    es: () => import('../../locales/account/es/messages.po'),
    ar: () => import('../../locales/account/ar/messages.po'),
  },
  browse: {
    en: () => import('../../locales/browse/en/messages.po'),
    es: () => import('../../locales/browse/es/messages.po'),
    ar: () => import('../../locales/browse/ar/messages.po'),
  },
  refusals: {
    en: () => import('../../locales/refusals/en/messages.po'),
    es: () => import('../../locales/refusals/es/messages.po'),
    ar: () => import('../../locales/refusals/ar/messages.po'),
  },
};

const loaded = new Map<string, Promise<Messages>>();

/** A part of a language's messages, fetched once. A failed fetch is forgotten so the next call tries again. */
export function loadCatalogue(language: Language, part: CataloguePart = 'base'): Promise<Messages> {
  const key = `${part}:${language}`;
  let pending = loaded.get(key);
  if (!pending) {
    pending = loaders[part][language]().then((m) => m.messages);
    pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending;
}
