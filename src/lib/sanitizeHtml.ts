import type { Config, DOMPurify } from 'dompurify';
import { INLINE_ATTRIBUTES, INLINE_TAGS, LINK_REL, OPENS_ELSEWHERE, isSafeHref } from '@/contract';

/**
 * The browser's second line of defence (API.md "Content"): the server stored sanitised text, and
 * the app sanitises again before any HTML reaches the page, with the contract's inline tags and link
 * rule (src/contract/inlineHtml.ts); links get the contract's rel, and http(s) ones open in a new tab.
 *
 * Two sanitisers, one result (sanitizeHtml.browser.test.ts holds them equal on hostile input):
 * - where the browser has the HTML Sanitizer API (`Element.setHTML`: Chromium, Firefox), the browser
 *   removes what could run (scripts, handlers, javascript: URLs, foreign content) with its built-in
 *   safe configuration, and the walk below narrows what is left to the inline tags, keeping the text
 *   of any other element, as DOMPurify does; the reading pages then carry no sanitiser of their own
 *   (DOMPurify is 11.7 KB gzip, the largest part of the blog page after React);
 * - elsewhere DOMPurify, loaded before the app first draws (prepareSanitizer, in start.tsx).
 * Until one is ready, text is shown as text (escaped), never as HTML.
 */
const ALLOWED_TAGS: readonly string[] = INLINE_TAGS;
const ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = INLINE_ATTRIBUTES;

type SetHtml = (this: Element, html: string, options?: { sanitizer?: unknown }) => void;
const nativeSetHtml = (): SetHtml | undefined => (typeof Element === 'undefined' ? undefined : (Element.prototype as unknown as { setHTML?: SetHtml }).setHTML);

let purifier: DOMPurify | undefined;
let preparing: Promise<void> | undefined;

/** Where the browser lacks the Sanitizer API, loads DOMPurify; resolves at once where it has it. */
export function prepareSanitizer(): Promise<void> {
  // Without a DOM (the server's tests) there is nothing to sanitise with: sanitizeHtml.server.ts is the server's.
  if (typeof window === 'undefined' || nativeSetHtml() || purifier) return Promise.resolve();
  return (preparing ??= import('dompurify').then((m) => {
    purifier = m.default;
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.nodeName === 'A') fixLink(node as Element);
    });
  }));
}

/** The contract's link rule on one <a>: an unsafe target goes; rel always; http(s) in a new tab, and no other target. */
function fixLink(a: Element) {
  const href = a.getAttribute('href') ?? '';
  const safe = isSafeHref(href);
  if (!safe) a.removeAttribute('href');
  a.removeAttribute('target');
  a.removeAttribute('rel');
  a.setAttribute('rel', LINK_REL);
  if (safe && OPENS_ELSEWHERE.test(href.trim())) a.setAttribute('target', '_blank');
}

/** An inert document (no scripts run, nothing loads) to parse into. */
let inert: Document | undefined;
const inertDocument = () => (inert ??= document.implementation.createHTMLDocument(''));

/**
 * Elements whose content is not text a writer wrote (styles, scripts, embedded media, head
 * matter): they go with their content, as DOMPurify's default FORBID_CONTENTS has it; so does any
 * element of SVG or MathML.
 */
const DROPPED_WITH_CONTENT = new Set(['annotation-xml', 'audio', 'colgroup', 'desc', 'foreignobject', 'head', 'iframe', 'noembed', 'noframes', 'noscript', 'plaintext', 'script', 'style', 'template', 'thead', 'title', 'video', 'xmp']);
const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** Keeps `allowed` elements with their allowed attributes; any other element gives way to its children. */
function narrow(parent: Node, allowed: readonly string[], attributes: Readonly<Record<string, readonly string[]>>) {
  for (const node of [...parent.childNodes]) {
    if (node.nodeType === Node.COMMENT_NODE) {
      node.remove();
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const element = node as Element;
    const name = element.localName;
    if (element.namespaceURI !== HTML_NAMESPACE || DROPPED_WITH_CONTENT.has(name)) {
      element.remove();
      continue;
    }
    narrow(element, allowed, attributes);
    if (!allowed.includes(name)) {
      element.replaceWith(...element.childNodes);
      continue;
    }
    for (const attribute of [...element.attributes]) if (!(attributes[name] ?? []).includes(attribute.name)) element.removeAttribute(attribute.name);
    if (name === 'a') fixLink(element);
  }
}

function sanitize(html: string, allowed: readonly string[], attributes: Readonly<Record<string, readonly string[]>>, purifierConfig: Config): string {
  const setHtml = nativeSetHtml();
  if (setHtml) {
    const holder = inertDocument().createElement('div');
    // An empty configuration: the browser takes out only what could run (its safe default on top);
    // narrowing to the contract's tags is the walk's, which keeps the text of what it unwraps.
    setHtml.call(holder, html, { sanitizer: {} });
    narrow(holder, allowed, attributes);
    return holder.innerHTML;
  }
  if (purifier) return purifier.sanitize(html, purifierConfig);
  return escapeText(html);
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function sanitizeInlineHtml(html: string): string {
  return sanitize(html, ALLOWED_TAGS, ALLOWED_ATTRIBUTES, { ALLOWED_TAGS: [...ALLOWED_TAGS], ALLOWED_ATTR: [...INLINE_ATTRIBUTES.a, 'rel', 'target'], ALLOW_DATA_ATTR: false });
}

/**
 * Highlighted code from the server (a code block's `html`): text and <span class="hljs-…"> only.
 * Every other tag and attribute goes, and so does any class that is not the highlighter's.
 */
export function sanitizeCodeHtml(html: string): string {
  const clean = sanitize(html, ['span'], { span: ['class'] }, { ALLOWED_TAGS: ['span'], ALLOWED_ATTR: ['class'], ALLOW_DATA_ATTR: false });
  return clean.replace(/ class="([^"]*)"/g, (_, cls: string) => {
    const kept = cls.split(/\s+/).filter((c) => /^hljs-[a-z_-]+$/.test(c) || /^[a-z]+_$/.test(c));
    return kept.length ? ` class="${kept.join(' ')}"` : '';
  });
}

/** Plain text of inline HTML (for descriptions, reading time, previews): every entity decoded. */
export function htmlToText(html: string): string {
  // Parsed in an inert document (nothing in it runs or loads), read as text only.
  const holder = inertDocument().createElement('div');
  holder.innerHTML = html;
  for (const hidden of holder.querySelectorAll('script, style, template, noscript, title, textarea')) hidden.remove();
  return (holder.textContent ?? '').replace(/\u00a0/g, ' ');
}
