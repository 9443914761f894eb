import type { Messages } from '@lingui/core';
import type { Language } from '@/contract';

/**
 * Each language's catalogue as its own chunk, compiled from its .po file by @lingui/vite-plugin when
 * the app is built: a page loads only the catalogue of the language it shows.
 */
const loaders: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('../../locales/en/messages.po'),
  es: () => import('../../locales/es/messages.po'),
  ar: () => import('../../locales/ar/messages.po'),
};

const loaded = new Map<Language, Promise<Messages>>();

/** A language's messages, fetched once. A failed fetch is forgotten so the next call tries again. */
export function loadCatalogue(language: Language): Promise<Messages> {
  let pending = loaded.get(language);
  if (!pending) {
    pending = loaders[language]().then((m) => m.messages);
    pending.catch(() => loaded.delete(language));
    loaded.set(language, pending);
  }
  return pending;
}
