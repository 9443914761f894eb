import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { EditorBlock } from '@/contract';
import { blog } from '@/testing/fixtures';
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
  { type: 'image', data: { file: { url: 'javascript:window.__pwned=1' }, caption: 'bad' } },
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
