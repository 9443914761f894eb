import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  createBlogSchema,
  draftSchema,
  editorPublishSchema,
  saveEditSchema,
  firstError,
  getNotificationsSchema,
  isValidSocialLink,
  MAIN_CATEGORIES,
  MAIN_TAGS,
  MESSAGES,
  normaliseInlineLink,
  normaliseTags,
  profileSchema,
  publishFormSchema,
  signinSchema,
  signupSchema,
  addCommentSchema,
  TOASTS,
  LIMITS,
  SERVER_MESSAGES,
} from './index.ts';
import type { z } from 'zod';

/** The message a person would see for this input: the first failing rule, or null when valid. */
function messageOf(schema: z.ZodType, input: unknown): string | null {
  const r = schema.safeParse(input);
  return r.success ? null : firstError(r.error);
}

const good = { fullname: 'Ada Lovelace', email: 'ada@example.com', password: 'Secret12' };

describe('authentication rules, in SPEC.md order', () => {
  it('accepts a valid sign-up and sign-in', () => {
    expect(messageOf(signupSchema, good)).toBeNull();
    expect(messageOf(signinSchema, { email: good.email, password: good.password })).toBeNull();
  });
  it('1. a full name shorter than 3 letters comes first, before every other rule', () => {
    expect(messageOf(signupSchema, { fullname: 'Al', email: '', password: '' })).toBe(MESSAGES.fullnameShort);
    expect(MESSAGES.fullnameShort).toBe('Fullname must be at least 3 letters long');
  });
  it('2. an empty e-mail comes before the e-mail pattern and the password', () => {
    expect(messageOf(signupSchema, { ...good, email: '', password: 'x' })).toBe(
      'All fields are required. Please enter your Full Name, Email and Password',
    );
    expect(messageOf(signinSchema, { email: '', password: '' })).toBe(MESSAGES.allFieldsRequired);
  });
  it('3. an e-mail that does not match the usual pattern', () => {
    for (const email of ['ada', 'ada@', 'ada@example', '@example.com', 'a b@example.com', 'ada@@example.com']) {
      expect(messageOf(signinSchema, { email, password: 'bad' })).toBe('Invalid email');
    }
    expect(messageOf(signinSchema, { email: 'first.last+tag@mail.example.co.uk', password: 'Secret12' })).toBeNull();
  });
  it('4. the password rule: 6-20 characters, a digit, a lowercase and an uppercase letter', () => {
    const msg = 'Password should be 6-20 characters, with at least 1 number, 1 lowercase letter and 1 uppercase letter';
    for (const password of ['', 'Ab1', 'abcdef1', 'ABCDEF1', 'Abcdefg', 'Abcdefghij1234567890X']) {
      expect(messageOf(signinSchema, { email: good.email, password })).toBe(msg);
    }
    expect(messageOf(signinSchema, { email: good.email, password: 'Abc123' })).toBeNull();
    expect(messageOf(signinSchema, { email: good.email, password: 'Abcdefghij123456789X' })).toBeNull();
  });
  it('sign-up requires a full name; sign-in has none', () => {
    expect(messageOf(signupSchema, { email: good.email, password: good.password })).toBe(MESSAGES.fullnameShort);
  });
  it('refuses wrong types and NUL characters without throwing', () => {
    expect(messageOf(signinSchema, { email: { $gt: '' }, password: 'Secret12' })).toBeTruthy();
    expect(messageOf(signupSchema, { ...good, fullname: 'Ada\u0000' })).toBe(MESSAGES.textHasNul);
  });
  it('the e-mail pattern does not backtrack on hostile input', () => {
    const started = performance.now();
    messageOf(signinSchema, { email: `${'a.'.repeat(5000)}@`, password: 'x' });
    for (const email of [`a@${'a-'.repeat(120)}`, `a@${'a.'.repeat(125)}-`, `${'a.'.repeat(31)}a@${'a'.repeat(61)}-`, `${'!'.repeat(64)}@${'9'.repeat(180)}`]) {
      expect(messageOf(signinSchema, { email, password: 'Secret12' })).toBe(MESSAGES.invalidEmail);
    }
    expect(performance.now() - started).toBeLessThan(200);
  });
  it('an e-mail is one plain address: no display name, brackets, lists or quoted parts; spaces around it are ignored', () => {
    for (const email of ['<ada@example.com>', 'ada@example.com,x', 'ada@example.com>,<x', 'Ada <ada@example.com>', '"a b"@example.com', 'a..b@example.com', 'ada@exa_mple.com', 'ada@-example.com', 'ada@exam\nple.com']) {
      expect([email, messageOf(signupSchema, { ...good, email })]).toEqual([email, MESSAGES.invalidEmail]);
    }
    expect(messageOf(signupSchema, { ...good, email: '  Ada.L+blog@Example.COM ' })).toBeNull();
  });
  it('a full name is one line', () => {
    for (const fullname of ['Ada\r\nBcc: x@y.test', 'Ada\tL', 'Ada\u007f']) expect(messageOf(signupSchema, { ...good, fullname })).toBe(MESSAGES.oneLine('Full name'));
  });
});

describe('save draft and publish', () => {
  it('titles are one line, in every form that takes one', () => {
    expect(messageOf(draftSchema, { title: 'Two\nlines' })).toBe(MESSAGES.oneLine('Title'));
    expect(messageOf(publishFormSchema, { title: 'Two\nlines', des: 'd', tags: ['programming'] })).toBe(MESSAGES.oneLine('Title'));
    expect(messageOf(editorPublishSchema, { banner: 'b', title: 'Tab\there', blocks: [{}] })).toBe(MESSAGES.oneLine('Title'));
  });
  it('a draft needs only a title', () => {
    expect(messageOf(draftSchema, { title: '  ' })).toBe('You must provide a title to save a draft');
    expect(messageOf(draftSchema, { title: 'Hello' })).toBeNull();
  });
  it("the editor's Publish checks banner, then title, then content", () => {
    expect(messageOf(editorPublishSchema, { banner: '', title: '', blocks: [] })).toBe('Please upload a blog banner before publishing');
    expect(messageOf(editorPublishSchema, { banner: '/uploads/a.png', title: '', blocks: [] })).toBe('Please enter a blog title before publishing');
    expect(messageOf(editorPublishSchema, { banner: '/uploads/a.png', title: 'T', blocks: [] })).toBe("You can't publish an empty blog!");
    expect(messageOf(editorPublishSchema, { banner: '/uploads/a.png', title: 'T', blocks: [{}] })).toBeNull();
  });
  it('code over all blocks holds at most 200,000 characters, in the editor and in a save', () => {
    const code = (n: number) => ({ type: 'code', data: { language: 'plaintext', code: 'x'.repeat(n) } });
    const message = 'Code blocks can hold at most 200,000 characters in all';
    const publish = (blocks: unknown[]) => messageOf(editorPublishSchema, { banner: '/uploads/a.png', title: 'T', blocks });
    expect(publish([code(100_000), { type: 'paragraph', data: { text: 'x'.repeat(50_000) } }, code(100_000)])).toBeNull();
    expect(publish([code(100_000), code(60_000), code(40_001)])).toBe(message);
    expect(messageOf(saveEditSchema, { id: 'a-blog-1', content: { blocks: [code(100_000), code(100_001)] } })).toBe(message);
    expect(messageOf(saveEditSchema, { id: 'a-blog-1', content: { blocks: [code(100_000), code(100_000)] } })).toBeNull();
  });
  it('the publish form: title, description, tags in order', () => {
    const form = { title: 'T', des: 'About', tags: ['tech'] };
    expect(messageOf(publishFormSchema, { ...form, title: '' })).toBe('You must provide a title to publish the blog');
    expect(messageOf(publishFormSchema, { ...form, des: '' })).toBe('You must provide a blog description under 200 characters to publish');
    expect(messageOf(publishFormSchema, { ...form, des: 'x'.repeat(201) })).toBe(MESSAGES.formDescription);
    expect(messageOf(publishFormSchema, { ...form, des: 'x'.repeat(200) })).toBeNull();
    expect(messageOf(publishFormSchema, { ...form, tags: [] })).toBe('You need at least 1 tag to publish your blog');
    expect(messageOf(publishFormSchema, { ...form, tags: ['tech', 'a', 'b', 'c', 'd', 'e'] })).toBe('You cannot add more than 5 tags to your blog');
    expect(messageOf(publishFormSchema, { ...form, tags: ['cooking'] })).toBe('Your tags need to include at least one of the main tags');
    expect(messageOf(publishFormSchema, { ...form, tags: ['Pop Culture', 'cooking'] })).toBeNull();
    expect(MESSAGES.tagsAddSixth).toBe('You can only add 5 tags');
  });
  it('create-blog: drafts need a title; publishing needs everything; tags normalised', () => {
    const blog = { title: ' T ', des: 'About', tags: ['Tech', 'tech', ' Web '], banner: '/uploads/a.png', content: { blocks: [{ type: 'paragraph', data: { text: 'x' } }] } };
    const parsed = createBlogSchema.parse(blog);
    expect(parsed.tags).toEqual(['tech', 'web']);
    expect(parsed.title).toBe('T');
    expect(messageOf(createBlogSchema, { draft: true })).toBe(MESSAGES.draftTitle);
    expect(messageOf(createBlogSchema, { draft: true, title: 'Only a title' })).toBeNull();
    expect(messageOf(createBlogSchema, { ...blog, banner: '' })).toBe(MESSAGES.publishBanner);
    expect(messageOf(createBlogSchema, { ...blog, content: { blocks: [] } })).toBe(MESSAGES.publishEmpty);
    expect(messageOf(createBlogSchema, { ...blog, content: [{ blocks: blog.content.blocks }] })).toBeNull();
    expect(messageOf(createBlogSchema, { ...blog, title: 'x'.repeat(201) })).toBe(MESSAGES.tooLong('Title', 200));
    expect(messageOf(createBlogSchema, { ...blog, draft: 'yes' })).toBe('draft must be true or false');
  });
  it('create-blog: the blog’s language is optional, kept canonical, and a malformed one is refused in drafts too', () => {
    const blog = { title: 'T', des: 'About', tags: ['tech'], banner: '/uploads/a.png', content: { blocks: [{ type: 'paragraph', data: { text: 'x' } }] } };
    expect(createBlogSchema.parse(blog).language).toBeUndefined();
    expect(createBlogSchema.parse({ ...blog, language: 'pt-br' }).language).toBe('pt-BR');
    for (const language of ['english', 'en_US', '', 7, null]) {
      expect(messageOf(createBlogSchema, { ...blog, language }), String(language)).toBe(SERVER_MESSAGES.blogLanguageInvalid);
      expect(messageOf(createBlogSchema, { draft: true, title: 'Draft', language }), String(language)).toBe(SERVER_MESSAGES.blogLanguageInvalid);
    }
  });
  it('tags are lowercased, trimmed, empty ignored, no duplicates', () => {
    expect(normaliseTags([' Tech', 'TECH', '', '  ', 'Travel'])).toEqual(['tech', 'travel']);
  });
});

describe('settings', () => {
  it('change password: both fields, then the rule', () => {
    expect(messageOf(changePasswordSchema, { currentPassword: '', newPassword: 'Secret12' })).toBe('Please enter both the current and new password');
    expect(messageOf(changePasswordSchema, { currentPassword: 'short', newPassword: 'Secret12' })).toBe(
      'Passwords must be 6-20 characters, with at least 1 number, 1 lowercase letter and 1 uppercase letter',
    );
    expect(messageOf(changePasswordSchema, { currentPassword: 'Secret12', newPassword: 'weak' })).toBe(MESSAGES.passwordsRule);
    expect(messageOf(changePasswordSchema, { currentPassword: 'Secret12', newPassword: 'Secret34' })).toBeNull();
  });
  it('profile: username at least 3, bio at most 160, links on their own sites', () => {
    expect(messageOf(profileSchema, { username: 'ab', bio: '' })).toBe('Username must be at least 3 characters');
    expect(messageOf(profileSchema, { username: 'ada', bio: 'x'.repeat(161) })).toBe('Bio cannot be more than 160 characters');
    expect(messageOf(profileSchema, { username: 'ada lovelace' })).toBe(MESSAGES.usernameChars);
    expect(messageOf(profileSchema, { username: 'ada', bio: 'x'.repeat(160) })).toBeNull();
    expect(messageOf(profileSchema, { username: 'ada', social_links: { github: 'https://evil.example/ada' } })).toBe(MESSAGES.socialLink('GitHub'));
    expect(messageOf(profileSchema, { username: 'ada', social_links: { twitter: 'https://x.com/ada', website: 'https://ada.dev' } })).toBeNull();
  });
  it('social links: empty, or http(s) on the right host', () => {
    expect(isValidSocialLink('youtube', '')).toBe(true);
    expect(isValidSocialLink('youtube', 'https://www.youtube.com/@ada')).toBe(true);
    expect(isValidSocialLink('youtube', 'javascript:alert(1)')).toBe(false);
    expect(isValidSocialLink('github', 'https://github.com.evil.example/')).toBe(false);
    expect(isValidSocialLink('website', 'ftp://ada.dev')).toBe(false);
  });
});

describe('comments, links, notifications', () => {
  it('a comment must have text', () => {
    expect(messageOf(addCommentSchema, { _id: 'b1', comment: '   ' })).toBe('Write something to add a comment');
    expect(messageOf(addCommentSchema, { _id: 'b1', comment: 'x'.repeat(LIMITS.commentMax + 1) })).toBe(MESSAGES.tooLong('Comment', 5000));
    expect(messageOf(addCommentSchema, { _id: 'b1', comment: 'Nice' })).toBeNull();
  });
  it('inline links: whitespace rejected, protocol added except paths, anchors and protocol-relative', () => {
    expect(normaliseInlineLink('has space.com')).toBeNull();
    expect(normaliseInlineLink('')).toBe('');
    expect(normaliseInlineLink('example.com')).toBe('http://example.com');
    expect(normaliseInlineLink('https://example.com')).toBe('https://example.com');
    expect(normaliseInlineLink('/blogs/x')).toBe('/blogs/x');
    expect(normaliseInlineLink('#part')).toBe('#part');
    expect(normaliseInlineLink('//cdn.example.com/x')).toBe('//cdn.example.com/x');
  });
  it('an unknown notification filter is refused', () => {
    expect(messageOf(getNotificationsSchema, { filter: 'everything' })).toBe(MESSAGES.unknownFilter);
    expect(getNotificationsSchema.parse({})).toEqual({ page: 1, filter: 'all', deletedDocCount: 0 });
  });
});

describe('constants', () => {
  it('nine main categories and their tags', () => {
    expect(MAIN_CATEGORIES).toHaveLength(9);
    expect(MAIN_TAGS).toContain('pop culture');
  });
  it('toast durations from SPEC.md section 9', () => {
    expect(TOASTS).toMatchObject({ successDuration: 2000, errorDuration: 4000, defaultDuration: 4000, maxVisible: 20, maxWidthPx: 350 });
  });
});
