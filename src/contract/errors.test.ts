import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  createBlogSchema,
  createInviteSchema,
  ERROR_CATALOGUE,
  ERROR_CODES,
  ERRORS,
  errorAnswerSchema,
  firstProblem,
  latestBlogsSchema,
  likeBlogSchema,
  MESSAGE_CODES,
  MESSAGES,
  moderateSchema,
  problemOfMessage,
  profileSchema,
  SERVER_MESSAGE_CODES,
  SERVER_MESSAGES,
  signupSchema,
} from './index.ts';
import type { z } from 'zod';

const problemOf = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  if (r.success) throw new Error('expected a refusal');
  return firstProblem(r.error);
};

describe('error codes', () => {
  it('gives each MESSAGES entry exactly one code, and nothing else', () => {
    expect(Object.keys(MESSAGE_CODES).sort()).toEqual(Object.keys(MESSAGES).sort());
    expect(Object.keys(SERVER_MESSAGE_CODES).sort()).toEqual(Object.keys(SERVER_MESSAGES).sort());
  });

  it('never names one message twice: the server texts do not reuse a MESSAGES key or text', () => {
    const keys = [...Object.keys(MESSAGES), ...Object.keys(SERVER_MESSAGES)];
    expect(new Set(keys).size).toBe(keys.length);
    const texts = ERROR_CATALOGUE.flatMap(({ text }) => (typeof text === 'string' ? [text] : []));
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('has unique snake_case codes', () => {
    const codes = [...Object.values(MESSAGE_CODES), ...Object.values(SERVER_MESSAGE_CODES)];
    expect(new Set(codes).size).toBe(codes.length);
    expect(ERROR_CODES).toHaveLength(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
  });

  it('keeps the codes it was given (a code is for ever)', () => {
    expect(ERRORS.publishBanner).toEqual({ error: 'Please upload a blog banner before publishing', code: 'blog_banner_missing' });
    expect(ERRORS.emailExists).toEqual({ error: 'Email already exists', code: 'email_exists' });
    expect(ERRORS.blogNotFound).toEqual({ error: 'Blog not found', code: 'blog_not_found' });
    expect(ERRORS.noSuchCall).toEqual({ error: 'No such call', code: 'no_such_call' });
  });

  it('states a message with parameters in the same English as MESSAGES', () => {
    expect(ERRORS.tooLong('Title', 1500)).toEqual({ error: 'Title cannot be longer than 1,500 characters', code: 'text_too_long' });
    expect(ERRORS.savingTooOften(1)).toEqual({ error: 'You are saving too often. Try again in 1 second.', code: 'saving_too_often' });
    expect(ERRORS.rateLimited(1)).toEqual({ error: "Too many requests. Try again in 1 second.", code: "rate_limited" });
    expect(ERRORS.rateLimited(42).error).toBe("Too many requests. Try again in 42 seconds.");
  });

  it('an error answer must carry a code of the list', () => {
    expect(errorAnswerSchema.safeParse({ error: 'Blog not found', code: 'blog_not_found' }).success).toBe(true);
    expect(errorAnswerSchema.safeParse({ error: 'Blog not found' }).success).toBe(false);
    expect(errorAnswerSchema.safeParse({ error: 'Blog not found', code: 'no_such_code' }).success).toBe(false);
  });
});

describe('a validation failure carries the code of its message', () => {
  it('SPEC.md messages', () => {
    expect(problemOf(signupSchema, { fullname: 'Al', email: 'a@b.co', password: 'Secret12' })).toEqual({ error: 'Fullname must be at least 3 letters long', code: 'fullname_too_short' });
    expect(problemOf(createBlogSchema, { title: 'T', des: 'd', tags: ['tech'], banner: '', content: { blocks: [{ type: 'paragraph', data: {} }] } })).toEqual({
      error: 'Please upload a blog banner before publishing',
      code: 'blog_banner_missing',
    });
    expect(problemOf(profileSchema, { username: 'ab' }).code).toBe('username_too_short');
  });

  it('messages with parameters, said when the schema was built', () => {
    expect(problemOf(signupSchema, { fullname: 'A'.repeat(200), email: 'a@b.co', password: 'Secret12' }).code).toBe('text_too_long');
    expect(problemOf(createBlogSchema, { title: 'a\tb', draft: true })).toEqual({ error: 'Title cannot contain line breaks, tabs or other control characters', code: 'text_not_one_line' });
    expect(problemOf(profileSchema, { username: 'abc', social_links: { github: 'https://example.com/x' } }).code).toBe('social_link_invalid');
  });

  it('the shapes of a payload', () => {
    expect(problemOf(latestBlogsSchema, { page: 'x' })).toEqual({ error: 'page must be a number', code: 'not_number' });
    expect(problemOf(latestBlogsSchema, { page: 1.5 })).toEqual({ error: 'page must be a whole number', code: 'not_whole_number' });
    expect(problemOf(latestBlogsSchema, { page: 0 })).toEqual({ error: 'page starts at 1', code: 'page_too_small' });
    expect(problemOf(likeBlogSchema, { _id: '', isLikedByUser: true })).toEqual({ error: '_id is required', code: 'field_required' });
    expect(problemOf(likeBlogSchema, { _id: 'x', isLikedByUser: 'yes' })).toEqual({ error: 'isLikedByUser must be true or false', code: 'not_true_or_false' });
    expect(problemOf(createInviteSchema, { max_uses: 5000 })).toEqual({ error: 'max_uses must be at most 1000', code: 'number_too_large' });
    expect(problemOf(moderateSchema, { report_id: 'r', action: 'suspend' })).toEqual({ error: 'Say for how many days to suspend', code: 'suspend_days_missing' });
  });

  it('zod’s own words, where no message of the contract applies, are invalid_input', () => {
    expect(problemOfMessage('Invalid input: expected object, received string')).toEqual({ error: 'Invalid input: expected object, received string', code: 'invalid_input' });
  });
});

/** A message's text for the table: a template shows each parameter as `{name}`. */
function templateOf(text: string | ((...args: never[]) => string)): string {
  if (typeof text === 'string') return text;
  const names = /^\(([^)]*)\)/.exec(text.toString())?.[1].split(',').map((p) => p.split(':')[0].trim()) ?? [];
  // String's toLocaleString is the string itself, so a number parameter shows its placeholder too.
  return (text as (...args: string[]) => string)(...names.map((n) => `{${n}}`));
}

function errorCodesDocument(): string {
  const row = (code: string, text: string, where: string) => `| \`${code}\` | ${text.replace(/\|/g, '\\|').replace(/`/g, "'")} | ${where} |`;
  return [
    '# Error codes',
    '',
    'Every error answer of the API is `{ error, code }` (API.md, third edition): `error` is the English',
    'text below (SPEC.md\'s words where SPEC.md gives them), `code` its stable machine-readable id. A',
    'code never changes meaning and is never reused; a screen may show a translation of the code.',
    '',
    'Generated from src/contract/errors.ts by src/contract/errors.test.ts (which fails when this file',
    'differs): after changing the catalogue, run',
    '`UPDATE_ERROR_CODES=1 npx vitest run --project unit src/contract/errors.test.ts`.',
    '',
    'Some codes name messages SPEC.md uses only on screens (toasts, empty states): they have codes so',
    'that every message of the contract has one, and the API never sends them. A refusal whose words',
    'no message of the contract covers (a payload shape zod words itself, an unusual refusal of the',
    'HTTP framework) carries its own English under `invalid_input` or `bad_request`.',
    '',
    '| code | English (`{name}`: a value filled in) | in src/contract |',
    '| --- | --- | --- |',
    ...ERROR_CATALOGUE.map(({ key, code, text }) => row(code, templateOf(text), key in MESSAGES ? 'MESSAGES' : 'SERVER_MESSAGES')),
    '',
  ].join('\n');
}

describe('docs/error-codes.md', () => {
  it('lists every code with its English text', () => {
    const path = join(process.cwd(), 'docs', 'error-codes.md');
    const expected = errorCodesDocument();
    if (process.env.UPDATE_ERROR_CODES) writeFileSync(path, expected);
    expect(readFileSync(path, 'utf8')).toBe(expected);
  });

  it('shows a template’s parameters by name', () => {
    expect(templateOf(MESSAGES.tooLong)).toBe('{what} cannot be longer than {max} characters');
    expect(templateOf(SERVER_MESSAGES.uploadsPerHour)).toBe('You can upload at most {limit} images an hour. Try again in {minutes} minutes.');
  });
});
