import { Activity } from '@fedify/vocab';
import jsonld from '@fedify/vocab-runtime/jsonld';
import { preloadedContexts } from '@fedify/vocab-runtime';

/**
 * Makes an incoming activity parsed once in its request, not twice. Fedify's inbox first parses the
 * activity to look for object integrity proofs (`verifyObject`), and when none verifies it (the usual
 * case: Mastodon signs the request, not the object) checks the HTTP signature and parses the same JSON
 * object again; each parse is two JSON-LD expansions (Activity's, then its subclass's). Both parses
 * get the very same object (the body without its signature) and the same loaders, and an Activity is
 * immutable, so the second is answered with the first's result. Keyed by the object's identity (not
 * its text): only the same request's JSON finds it, once, and it goes with that JSON. A parse that
 * failed is not kept. The queued message's parse, when the worker handles it, is answered with the
 * request's too (see QueuedParses).
 */
export function keepParsedActivities() {
  const cls = Activity as unknown as { fromJsonLd: FromJsonLd & { [KEPT]?: true } };
  if (cls.fromJsonLd[KEPT]) return;
  const parse = cls.fromJsonLd;
  const parsed = new WeakMap<object, Promise<Activity>>();
  const queued = new QueuedParses();
  const wrapped = function (this: unknown, json: unknown, options?: { baseUrl?: URL }) {
    // Subclasses (Like, Create...) have their own fromJsonLd; only Activity's own calls are kept.
    if (this !== Activity || json === null || typeof json !== 'object') return parse.call(this, json, options);
    const found = parsed.get(json);
    if (found) {
      parsed.delete(json);
      return found;
    }
    const key = queuedKey(json, options);
    const before = key === null ? undefined : queued.take(key, json);
    if (before) return before;
    const result = parse.call(this, json, options);
    parsed.set(json, result);
    if (key !== null) queued.keep(key, json, result);
    result.catch(() => {
      parsed.delete(json);
      if (key !== null) queued.take(key, json);
    });
    return result;
  } as FromJsonLd & { [KEPT]?: true };
  wrapped[KEPT] = true;
  cls.fromJsonLd = wrapped;
}

type FromJsonLd = (json: unknown, options?: { baseUrl?: URL }) => Promise<Activity>;
const KEPT = Symbol('inkwell.keptParsedActivities');

/**
 * The activities parsed in their requests, for the queued message that carries each: the worker's
 * parse of that message (the same JSON, read back from the job table with its keys in another order)
 * is answered with the request's, one expansion less an activity. Found by the activity's id, and
 * answered only when the JSON is the same as the one parsed in the request (compared whole, keys in
 * any order); kept only for documents whose contexts are the ones Fedify ships (or none): their parse
 * depends on nothing but their JSON. Taken once; kept a minute at most (a message taken by another
 * instance, or a replay that was not queued, leaves its entry to that), and at most QUEUED_MAX.
 */
class QueuedParses {
  private readonly kept = new Map<string, { json: object; activity: Promise<Activity>; until: number }>();

  keep(key: string, json: object, activity: Promise<Activity>) {
    const now = Date.now();
    this.kept.delete(key);
    this.kept.set(key, { json, activity, until: now + QUEUED_MS });
    // The oldest go first (a Map iterates in insertion order).
    for (const [k, entry] of this.kept) {
      if (this.kept.size <= QUEUED_MAX && entry.until > now) break;
      this.kept.delete(k);
    }
  }

  take(key: string, json: object): Promise<Activity> | undefined {
    const entry = this.kept.get(key);
    if (!entry || !sameJson(entry.json, json)) return undefined;
    this.kept.delete(key);
    return entry.until > Date.now() ? entry.activity : undefined;
  }
}

const QUEUED_MS = 60_000;
const QUEUED_MAX = 2_000;

/** What a document's parse is kept under (its id and base address), or null when its parse could depend on more than its JSON. */
function queuedKey(json: object, options?: { baseUrl?: URL }): string | null {
  const { '@context': context, id, '@id': atId } = json as { '@context'?: unknown; id?: unknown; '@id'?: unknown };
  const name = typeof id === 'string' ? id : typeof atId === 'string' ? atId : null;
  if (name === null) return null;
  const contexts = context === undefined ? [] : Array.isArray(context) ? context : [context];
  if (!contexts.every((c) => typeof c === 'string' && c in preloadedContexts)) return null;
  return `${options?.baseUrl?.href ?? ''}\n${name}`;
}

/** Whether two JSON values are the same, whatever the order of their objects' keys. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) return a.length === (b as unknown[]).length && a.every((v, i) => sameJson(v, (b as unknown[])[i]));
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && sameJson((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

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
