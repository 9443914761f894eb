import { CryptographicKey } from '@fedify/vocab';
import { preloadedContexts } from '@fedify/vocab-runtime';

/**
 * Makes a public key's document parsed once per process. Fedify keeps a verified remote key in its
 * key-value store as JSON-LD and, for every signed request, parses it again into a CryptographicKey:
 * a JSON-LD expansion and an import of its PEM (ASN.1 decoding, then WebCrypto's import), the largest
 * single cost of an inbox POST. A CryptographicKey is immutable, so the one parsed from the same JSON
 * text is answered again. Keyed by the document's text, this follows Fedify's own key cache: a key it
 * fetched again (rotated, or refused by a signature) has other text and is parsed anew, a key it
 * forgot is never asked for. Only documents whose contexts are the ones Fedify ships (or none, an
 * expanded node) are kept: their expansion never changes.
 */
export function keepParsedKeys() {
  const cls = CryptographicKey as unknown as { fromJsonLd: FromJsonLd & { [KEPT]?: true } };
  if (cls.fromJsonLd[KEPT]) return;
  const parse = cls.fromJsonLd;
  const kept = new Map<string, CryptographicKey>();
  const wrapped = async function (this: unknown, json: unknown, options?: { baseUrl?: URL }) {
    const text = keyText(json, options);
    if (text === null) return parse.call(this, json, options);
    const found = kept.get(text);
    if (found) {
      // Most recently used last: the least recently used goes first when full.
      kept.delete(text);
      kept.set(text, found);
      return found;
    }
    const key = await parse.call(this, json, options);
    kept.set(text, key);
    if (kept.size > KEPT_MAX) kept.delete(kept.keys().next().value!);
    return key;
  } as FromJsonLd & { [KEPT]?: true };
  wrapped[KEPT] = true;
  cls.fromJsonLd = wrapped;
}

type FromJsonLd = (json: unknown, options?: { baseUrl?: URL }) => Promise<CryptographicKey>;
const KEPT = Symbol('inkwell.keptParsedKeys');
/** Keys of this many remote actors are kept (a few hundred bytes and a CryptoKey each). */
const KEPT_MAX = 5_000;

/** The text a key document is kept under, or null when it is not to be kept. */
function keyText(json: unknown, options?: { baseUrl?: URL }): string | null {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return null;
  const context = (json as { '@context'?: unknown })['@context'];
  const contexts = context === undefined ? [] : Array.isArray(context) ? context : [context];
  if (!contexts.every((c) => typeof c === 'string' && c in preloadedContexts)) return null;
  return `${options?.baseUrl?.href ?? ''}\n${JSON.stringify(json)}`;
}
