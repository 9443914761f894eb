import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { EditorBlock } from '@/contract';
import { blog, fixtureImages, fixturePhotoMeta } from '@/testing/fixtures';
import { BlogContent } from './BlogContent';

const meta = {
  title: 'Features/Blog/BlogContent',
  component: BlogContent,
  args: { blocks: blog.content[0].blocks },
} satisfies Meta<typeof BlogContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllBlocks: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'A machine for every science' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Steps' })).toBeVisible();
    await expect(canvas.getAllByRole('list')).toHaveLength(2);
    await expect(canvas.getByRole('img', { name: 'The loom and its cards' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'the notes' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  },
};

const hostile: EditorBlock[] = [
  { type: 'paragraph', data: { text: 'Hello <img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script><a href="javascript:window.__pwned=1">click</a> <b onclick="window.__pwned=1">bold</b>' } },
  { type: 'header', data: { text: '<svg onload="window.__pwned=1"></svg>Title', level: 2 } },
  { type: 'image', data: { file: { url: 'javascript:window.__pwned=1' }, caption: 'bad <img src=x onerror="window.__pwned=1">' } },
  { type: 'embed', data: { service: 'youtube', source: 'https://evil.example/x', embed: 'javascript:window.__pwned=1' } },
  { type: 'quote', data: { text: '<iframe src="javascript:window.__pwned=1"></iframe>Quoted', caption: '<style>body{display:none}</style>Someone' } },
  { type: 'raw', data: { html: '<script>window.__pwned=1</script>' } },
];

/** Stored script payloads render as inert text: nothing runs, no handler or javascript: URL survives. */
export const ScriptPayloads: Story = {
  args: { blocks: hostile },
  play: async ({ canvasElement }) => {
    await new Promise((r) => setTimeout(r, 200));
    await expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    await expect(canvasElement.querySelector('script, iframe, svg[onload], img[onerror], [onclick], style')).toBeNull();
    await expect(canvasElement.querySelector('a[href^="javascript"]')).toBeNull();
  },
};

export const Embed: Story = {
  args: { blocks: [{ type: 'embed', data: { service: 'youtube', source: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', embed: 'https://evil.example', width: 580, height: 320, caption: 'A video' } }] },
  play: async ({ canvas }) => {
    const frame = canvas.getByTitle('youtube: A video');
    await expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ');
  },
};

/** @editorjs/list 2.x saves items as objects {content, meta, items}, nested; they render like strings, sanitised. */
export const ListItemsAsObjects: Story = {
  args: {
    blocks: [
      {
        type: 'list',
        data: {
          style: 'unordered',
          meta: {},
          items: [
            { content: 'Numbers as <b>symbols</b>', meta: {}, items: [{ content: 'Nested card', meta: {}, items: [] }] },
            { content: 'Cards <img src=x onerror="window.__pwned=1">', meta: {}, items: [] },
            'A plain string item',
          ],
        },
      },
      { type: 'list', data: { style: 'checklist', meta: {}, items: [{ content: 'Checked off', meta: { checked: true }, items: [] }] } },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((li) => li.firstChild?.textContent)).toEqual(['Numbers as symbols', 'Nested card', 'Cards ', 'A plain string item', 'Checked off']);
    await expect(canvasElement.querySelector('ul ul li')).toHaveTextContent('Nested card');
    await expect(canvasElement.querySelector('b')).toHaveTextContent('symbols');
    await expect(canvasElement.querySelector('img, ol')).toBeNull();
    await expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  },
};

// What the server stores for a code block: the code, its language, and highlight.js's markup of it.
const technical: EditorBlock[] = [
  { type: 'paragraph', data: { text: 'A function and the numbers it gives:' } },
  {
    type: 'code',
    data: {
      code: 'function bernoulli(n) {\n  // the first numbers\n  return n === 0 ? 1 : sum(n) / (n + 1);\n}',
      language: 'javascript',
      html: '<span class="hljs-keyword">function</span> <span class="hljs-title function_">bernoulli</span>(<span class="hljs-params">n</span>) {\n  <span class="hljs-comment">// the first numbers</span>\n  <span class="hljs-keyword">return</span> n === <span class="hljs-number">0</span> ? <span class="hljs-number">1</span> : <span class="hljs-title function_">sum</span>(n) / (n + <span class="hljs-number">1</span>);\n}',
    },
  },
  { type: 'delimiter', data: {} },
  {
    type: 'table',
    data: {
      withHeadings: true,
      content: [
        ['n', 'B<sub>n</sub> as a fraction', 'Notes on the value, long enough to make the table wider than a phone'],
        ['0', '1', 'The <b>first</b> one'],
        ['1', '-1/2', '<i>sign depends on convention</i>'],
      ],
    },
  },
  { type: 'table', data: { withHeadings: false, content: [['a', 'b'], ['c', 'd']] } },
];

/** Code highlighted by the server (no highlighter in the page), a delimiter, and tables with and without a heading row. */
export const CodeTableDelimiter: Story = {
  args: { blocks: technical },
  play: async ({ canvas, canvasElement }) => {
    const code = canvas.getByRole('region', { name: 'Code 1: JavaScript' }).querySelector('code')!;
    await expect(code.textContent).toContain('return n === 0');
    await expect(code.querySelector('.hljs-keyword')).toHaveTextContent('function');
    await expect(canvas.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['n', 'Bn as a fraction', 'Notes on the value, long enough to make the table wider than a phone']);
    await expect(canvas.getAllByRole('table')).toHaveLength(2);
    await expect(canvasElement.querySelector('hr')).not.toBeNull();
    await expect(canvasElement.querySelector('sub')).toBeNull();
  },
};

/** An image block with the size and placeholder the server recorded: its box is reserved before it loads. */
export const ImageWithPlaceholder: Story = {
  args: { blocks: [{ type: 'image', data: { file: { url: fixtureImages.photo, ...fixturePhotoMeta }, caption: 'A circuit board' } }] },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('figure img')!;
    await expect(img.getAttribute('width')).toBe('640');
    await expect(img.getAttribute('height')).toBe('424');
    await expect(img.getAttribute('loading')).toBe('lazy');
  },
};

/** An image that fails to load keeps its caption and its reserved box. */
export const ImageFailed: Story = {
  args: { blocks: [{ type: 'image', data: { file: { url: '/fixtures/missing-photo.jpg', ...fixturePhotoMeta }, caption: 'Gone' } }] },
};
