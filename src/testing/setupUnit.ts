import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '@lingui/core';
import { prepareSanitizer } from '../lib/sanitizeHtml.ts';
import { messages } from '../locales/en/messages.po';
import { messages as editorMessages } from '../locales/editor/en/messages.po';
import { messages as accountMessages } from '../locales/account/en/messages.po';

// Components speak English in unit tests (rendered outside a provider they use the global instance:
// src/lib/i18n/runtime.tsx).
i18n.load('en', { ...messages, ...editorMessages, ...accountMessages });
i18n.activate('en');
// happy-dom has no Sanitizer API: the HTML in blocks goes through DOMPurify, loaded before any test.
await prepareSanitizer();

// The unit project runs a worker's files in one DOM (isolate: false, vitest.config.ts), and this file
// runs before each of them: each file starts from an empty page, as it would in a DOM of its own,
// with nothing an earlier file left on <html>, <body> or <head> (a theme, a scroll lock, a title)
// and empty storage.
if (typeof window !== 'undefined') {
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) element.removeAttribute(name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.title = '';
  window.sessionStorage.clear();
  window.localStorage.clear();
}

afterEach(() => {
  if (typeof window === 'undefined') return; // node-environment files (lint rules) have no DOM
  cleanup();
  window.sessionStorage.clear();
});
