import { createRequire } from 'node:module';

/**
 * jsdom for the api tests, which run in node: a strict XML parser (happy-dom accepts undefined
 * entities and control characters, which a feed reader would refuse) and a real HTML parser.
 * Loaded through require with the little typing used here, since jsdom ships no types.
 */
interface JsdomModule {
  JSDOM: new (html?: string) => { window: { document: Document; DOMParser: typeof DOMParser } };
}

const { JSDOM } = createRequire(import.meta.url)('jsdom') as JsdomModule;
const parser = new new JSDOM('').window.DOMParser();

/** The document, or null when the text is not well-formed XML. */
export function parseXmlStrict(xml: string): Document | null {
  const doc = parser.parseFromString(xml, 'application/xml');
  return doc.getElementsByTagName('parsererror').length ? null : doc;
}

export const parseHtml = (html: string): Document => new JSDOM(html).window.document;
