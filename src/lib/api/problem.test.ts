import { afterAll, describe, expect, it } from 'vitest';
import { signupSchema, firstError, ERRORS } from '@/contract';
import { activateLanguage, i18n, loadCataloguePart } from '@/lib/i18n';
import { ApiError } from './transport.ts';
import { showProblem } from './problem.ts';

/** What a refusal says in the reader's language (expected texts are the Spanish catalogue's, written by hand). */
describe('showProblem', () => {
  afterAll(() => activateLanguage('en'));

  it('translates a form rule with its values, the field name included', async () => {
    await activateLanguage('es');
    // As the screens whose forms check the contract's rules load it (src/app/router.tsx).
    await loadCataloguePart('refusals');
    const parsed = signupSchema.safeParse({ fullname: 'A'.repeat(200), email: 'ada@example.com', password: 'Secret12' });
    expect(parsed.success).toBe(false);
    const message = firstError(parsed.error!);
    expect(message).toMatch(/^Full name cannot be longer than/);
    expect(showProblem(message, i18n)).toMatch(/^Nombre completo: no puede tener más de \d+ caracteres$/);
  });

  it('translates a fixed message by the text its code is sent with, and a sentence whose values only the server knew by the wording its answer carries', async () => {
    await activateLanguage('es');
    await loadCataloguePart('refusals');
    expect(showProblem(new ApiError('Blog not found', 404, null, 'blog_not_found'), i18n)).toBe('No se encontró el blog');
    const lockout = ERRORS.passwordLockout(15);
    const answer = { error: lockout.error, code: lockout.code, wording: { message: 'Too many wrong passwords. Try again in {minutes} minutes.', values: { minutes: 15 } } };
    expect(showProblem(new ApiError(lockout.error, 429, answer, lockout.code), i18n)).toBe('Demasiadas contraseñas incorrectas. Inténtalo de nuevo en 15 minutos.');
    // An answer without a wording (or with a malformed one) keeps the sentence it was said with.
    expect(showProblem(new ApiError(lockout.error, 429, null, lockout.code), i18n)).toBe('Too many wrong passwords. Try again in 15 minutes.');
    expect(showProblem(new ApiError(lockout.error, 429, { ...answer, wording: { message: 7, values: {} } }, lockout.code), i18n)).toBe('Too many wrong passwords. Try again in 15 minutes.');
    expect(showProblem(new Error('boom'), i18n)).toBe('boom');
  });
});
