import { afterAll, describe, expect, it } from 'vitest';
import { activateLanguage, i18n } from '@/lib/i18n';
import { request } from './client.ts';
import { showProblem } from './problem.ts';
import { ApiError } from './transport.ts';

/** The server's refusals are a part of the catalogue of their own (src/lib/i18n/catalogues.ts), loaded by the client. */
describe('a refused call', () => {
  afterAll(() => activateLanguage('en'));

  it('has the words of a refused call once the call has thrown (the refusals are a part loaded with the first one)', async () => {
    await activateLanguage('ar');
    // The test files share one module state: another may have loaded the part already. Take the
    // message out of the catalogue in effect; loading the part again puts it back.
    // (The contract's messages are their own ids: the English text is the catalogue's key.)
    delete (i18n.messages as Record<string, unknown>)['Series not found'];
    expect(showProblem('Series not found', i18n)).toBe('Series not found');
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async () => new Response(JSON.stringify({ error: 'Series not found', code: 'series_not_found' }), { status: 404, headers: { 'content-type': 'application/json' } })) as typeof fetch;
    try {
      const refused = await request('getSeries', { username: 'ada', slug: 'nope' }).then(
        () => null,
        (err: unknown) => err,
      );
      expect(refused).toBeInstanceOf(ApiError);
      // The Arabic catalogue's words, written by hand there.
      expect(showProblem(refused, i18n)).toBe('لم يتم العثور على السلسلة');
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});
