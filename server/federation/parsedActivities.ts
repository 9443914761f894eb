import { Activity } from '@fedify/vocab';
import jsonld from '@fedify/vocab-runtime/jsonld';

/**
 * Makes an incoming activity parsed once in its request, not twice. Fedify's inbox first parses the
 * activity to look for object integrity proofs (`verifyObject`), and when none verifies it (the usual
 * case: Mastodon signs the request, not the object) checks the HTTP signature and parses the same JSON
 * object again; each parse is two JSON-LD expansions (Activity's, then its subclass's). Both parses
 * get the very same object (the body without its signature) and the same loaders, and an Activity is
 * immutable, so the second is answered with the first's result. Keyed by the object's identity (not
 * its text): only the same request's JSON finds it, once, and it goes with that JSON. A parse that
 * failed is not kept.
 */
export function keepParsedActivities() {
  const cls = Activity as unknown as { fromJsonLd: FromJsonLd & { [KEPT]?: true } };
  if (cls.fromJsonLd[KEPT]) return;
  const parse = cls.fromJsonLd;
  const parsed = new WeakMap<object, Promise<Activity>>();
  const wrapped = function (this: unknown, json: unknown, options?: object) {
    // Subclasses (Like, Create...) have their own fromJsonLd; only Activity's own calls are kept.
    if (this !== Activity || json === null || typeof json !== 'object') return parse.call(this, json, options);
    const found = parsed.get(json);
    if (found) {
      parsed.delete(json);
      return found;
    }
    const result = parse.call(this, json, options);
    parsed.set(json, result);
    result.catch(() => parsed.delete(json));
    return result;
  } as FromJsonLd & { [KEPT]?: true };
  wrapped[KEPT] = true;
  cls.fromJsonLd = wrapped;
}

type FromJsonLd = (json: unknown, options?: object) => Promise<Activity>;
const KEPT = Symbol('inkwell.keptParsedActivities');

/**
 * Makes a document parsed into its class expanded once, not twice. Parsing an activity, Fedify's
 * `Activity.fromJsonLd` expands the JSON to read its type, then hands the same JSON object to the
 * type's own parser (`Like.fromJsonLd`...), which expands it again with the same loader: the whole
 * JSON-LD expansion, contexts and all, twice in a row. The second expansion of the same object with
 * the same loader and options is answered with a copy of the first's result (callers change what
 * they get). Keyed by the object's identity and asked for once: another parse of the same JSON, or a
 * later one, expands anew. Only documents with a context are kept (the first expansion of a parse).
 */
export function keepExpansions() {
  const lib = jsonld as unknown as { expand: Expand & { [KEPT]?: true } };
  if (lib.expand[KEPT]) return;
  const expand = lib.expand;
  const kept = new WeakMap<object, { loader: unknown; free: unknown; result: unknown }>();
  const wrapped = async function (this: unknown, input: unknown, options?: ExpandOptions) {
    // Only a document with its own context (what a parser is given first; the expansions of a
    // class's superclasses are of already expanded nodes, and are not repeated).
    if (input === null || typeof input !== 'object' || !('@context' in input)) return expand.call(this, input, options);
    const found = kept.get(input);
    if (found) {
      kept.delete(input);
      if (found.loader === options?.documentLoader && found.free === options?.keepFreeFloatingNodes && Object.keys(options ?? {}).every((k) => k === 'documentLoader' || k === 'keepFreeFloatingNodes')) return found.result;
    }
    const result = await expand.call(this, input, options);
    if (options?.documentLoader && Object.keys(options).every((k) => k === 'documentLoader' || k === 'keepFreeFloatingNodes')) {
      kept.set(input, { loader: options.documentLoader, free: options.keepFreeFloatingNodes, result: structuredClone(result) });
    }
    return result;
  } as Expand & { [KEPT]?: true };
  wrapped[KEPT] = true;
  lib.expand = wrapped;
}

type ExpandOptions = { documentLoader?: unknown; keepFreeFloatingNodes?: boolean; [k: string]: unknown };
type Expand = (input: unknown, options?: ExpandOptions) => Promise<unknown>;
