import { Activity } from '@fedify/vocab';

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
