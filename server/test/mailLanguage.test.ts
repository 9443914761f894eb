import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { call, createBlog, post, setupServerWithMail, signup, type TestUser } from './helpers.ts';
import { linkToken, sentTo } from './smtp.ts';

// Mail is written in the recipient's language (API.md, "Languages and theme"): the member's chosen
// one, else the language of the request that asked for the mail (a sign-up, a reset), else English.
// Mail goes through a real SMTP server. The expected texts are the catalogues' translations.
const { h, smtp } = setupServerWithMail();

const mailTo = async (address: string, subject: RegExp | string) =>
  (await smtp().waitFor((m) => sentTo(address)(m) && (typeof subject === 'string' ? m.subject === subject : subject.test(m.subject ?? ''))))[0];
const htmlOf = (m: ParsedMail) => (typeof m.html === 'string' ? m.html : '');

/** Signs up with the given request headers (the sign-up's language is the verification mail's). */
async function signupWith(name: string, headers: Record<string, string>): Promise<TestUser> {
  const email = `${name}@example.test`;
  const res = await call(h.app, 'POST', '/api/signup', { fullname: `${name} Tester`, email, password: 'Secret123' }, undefined, { headers });
  expect(res.status).toBe(200);
  const profile = await post(h.app, '/get-profile', { username: res.body.username });
  return { token: res.body.access_token, username: res.body.username, fullname: res.body.fullname, email, id: profile.body._id };
}

/** A member with a proved address and, when given, a chosen language. */
async function member(name: string, language?: 'es' | 'ar' | 'en'): Promise<TestUser> {
  const u = await signup(h.app, name);
  const mail = await mailTo(u.email, 'Confirm your e-mail for Inkwell');
  expect((await post(h.app, '/verify-email', { token: linkToken(mail, 'verify-email') })).status).toBe(200);
  if (language) expect((await post(h.app, '/update-preferences', { language }, u.token)).body).toMatchObject({ language });
  return u;
}

/** A call as a member, with the request headers given (helpers' call() lets extra headers replace its own). */
const postAs = (u: TestUser, path: string, body: unknown, headers: Record<string, string>) =>
  call(h.app, 'POST', `/api${path}`, body, undefined, { headers: { authorization: `Bearer ${u.token}`, ...headers } });
const requestReset = (email: string, headers: Record<string, string>) => call(h.app, 'POST', '/api/request-password-reset', { email }, undefined, { headers });

describe('mail in the recipient language', () => {
  it('a member whose language is Spanish gets their mail in Spanish, whatever the language of the request that caused it', async () => {
    const sofia = await member('sofia', 'es');
    expect((await requestReset(sofia.email, { 'accept-language': 'en-GB,en;q=0.9' })).status).toBe(200);
    const reset = await mailTo(sofia.email, 'Restablece tu contraseña de Inkwell');
    expect(reset.text).toContain('Alguien (esperamos que tú) pidió restablecer la contraseña de tu cuenta.');
    expect(reset.text).toContain('Elige una contraseña nueva: http://blog.inkwell.test/reset-password/');
    expect(reset.text).toContain('El enlace sirve una sola vez y caduca en una hora.');
    expect(reset.text).not.toContain('Choose a new password');
    expect(htmlOf(reset)).toContain('<html lang="es" dir="ltr">');
    expect(htmlOf(reset)).toContain('O abre este enlace:');

    // A comment by someone browsing in English: the mail is the recipient's, in Spanish.
    const blog = await createBlog(h.app, sofia.token, { title: 'Mi cuaderno' });
    const ann = await member('ann');
    const comment = await postAs(ann, '/add-comment', { _id: blog._id, comment: 'Great read!' }, { 'accept-language': 'en' });
    expect(comment.status).toBe(200);
    const mail = await mailTo(sofia.email, `${ann.fullname} comentó en “Mi cuaderno”`);
    expect(mail.text).toContain(`${ann.fullname} comentó en tu blog`);
    expect(mail.text).toContain('> Great read!'); // content is never translated
    expect(mail.text).toContain('Leer y responder: http://blog.inkwell.test/blogs/');
    expect(mail.text).toContain('Desactivar estos correos: http://blog.inkwell.test/unsubscribe/');
    expect(mail.text).toContain('Ajustes de correo: http://blog.inkwell.test/settings/email');
    expect(htmlOf(mail)).toContain('>Desactivar estos correos</a>');
  });

  it('a member whose language is Arabic gets a right-to-left mail in Arabic', async () => {
    const amal = await member('amal', 'ar');
    const blog = await createBlog(h.app, amal.token, { title: 'Notes' });
    const ben = await member('ben');
    expect((await post(h.app, '/add-comment', { _id: blog._id, comment: 'Hello' }, ben.token)).status).toBe(200);
    const mail = await mailTo(amal.email, `علّق ${ben.fullname} على «Notes»`);
    expect(htmlOf(mail)).toContain('<html lang="ar" dir="rtl">');
    // The quote's rule is on the side Arabic lines start from, and the quoted words keep their own direction.
    expect(htmlOf(mail)).toMatch(/<blockquote class="quote" dir="auto" style="[^"]*border-right:3px solid/);
    expect(mail.text).toContain('اقرأ وردّ: http://blog.inkwell.test/blogs/');
  });

  it('without a chosen language: the language of the request that asked for the mail (cookie before Accept-Language), else English', async () => {
    const es = await signupWith('pablo', { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    const verify = await mailTo(es.email, 'Confirma tu correo en Inkwell');
    expect(verify.text).toContain(`Te damos la bienvenida, ${es.fullname}`);
    expect(verify.text).toContain('Confirmar mi correo: http://blog.inkwell.test/verify-email/');

    const ar = await signupWith('samir', { 'accept-language': 'es', cookie: 'theme=dark; lang=ar' });
    await mailTo(ar.email, 'أكّد بريدك الإلكتروني على Inkwell');

    const plain = await signupWith('plain', { 'accept-language': 'de-DE,fr;q=0.8' });
    await mailTo(plain.email, 'Confirm your e-mail for Inkwell');

    // A reset asked in Spanish by a member who chose no language.
    expect((await requestReset(plain.email, { cookie: 'lang=es' })).status).toBe(200);
    await mailTo(plain.email, 'Restablece tu contraseña de Inkwell');

    // A notification is caused by someone else's request: English for a member who chose nothing.
    const reader = await member('reader');
    const author = await member('author');
    const blog = await createBlog(h.app, author.token, { title: 'Plain words' });
    expect((await postAs(reader, '/add-comment', { _id: blog._id, comment: 'Hola' }, { 'accept-language': 'es', cookie: 'lang=es' })).status).toBe(200);
    const mail = await mailTo(author.email, `${reader.fullname} commented on “Plain words”`);
    expect(mail.text).toContain('Read and reply: ');
    expect(htmlOf(mail)).toContain('<html lang="en" dir="ltr">');
  });

  it('the daily digest: its lines, its subject and the day it names in the member language', async () => {
    const lucia = await member('lucia', 'es');
    const reader = await member('lector');
    expect((await post(h.app, '/update-email-settings', { comment: true, reply: true, new_blog: false, digest: true }, lucia.token)).status).toBe(200);
    const blog = await createBlog(h.app, lucia.token, { title: 'Diario' });
    await post(h.app, '/add-comment', { _id: blog._id, comment: 'uno' }, reader.token);
    await post(h.app, '/add-comment', { _id: blog._id, comment: 'dos' }, reader.token);
    await h.db.db.execute(sql`UPDATE digest_items SET created_at = now() - interval '25 hours'`);
    await h.rebuild(); // a fresh sender looks for due digests at once
    const months = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
    const today = new Date();
    const digest = await mailTo(lucia.email, `Tu día en Inkwell, ${today.getUTCDate()} de ${months[today.getUTCMonth()]}: 2 novedades`);
    expect(digest.text).toContain('Lo que pasó desde ayer');
    expect(digest.text?.match(new RegExp(`• ${reader.fullname} comentó en “Diario”`, 'g'))).toHaveLength(2);
    expect(digest.text).toContain('Recibes un correo al día porque elegiste el resumen diario.');
  });
});
