import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { EditorData } from '@/contract';
import { fixtureImages } from '@/testing/fixtures';
import { withApp } from '@/testing/storyHelpers';
import { activateLanguage } from '@/lib/i18n';
import { BlogEditor } from './BlogEditor.tsx';

/** One block of every type the editor offers (the embed aside: its player would load from the internet). */
const everyBlock: EditorData = {
  time: 1,
  version: '2.31.7',
  blocks: [
    { id: 'h2', type: 'header', data: { text: 'A machine for every science', level: 2 } },
    { id: 'p1', type: 'paragraph', data: { text: 'The engine <b>weaves</b> patterns, <i>softly</i>, with <a href="https://example.org">notes</a>, <mark>marks</mark> and <code class="inline-code">code</code>.' } },
    { id: 'h3', type: 'header', data: { text: 'Steps', level: 3 } },
    { id: 'l1', type: 'list', data: { style: 'ordered', meta: {}, items: [{ content: 'Punch the cards', meta: {}, items: [] }, { content: 'Turn the crank', meta: {}, items: [] }] } },
    { id: 'q1', type: 'quote', data: { text: 'That brain of mine is something more than merely mortal.', caption: 'Ada Lovelace', alignment: 'left' } },
    { id: 'i1', type: 'image', data: { file: { url: fixtureImages.banner }, caption: 'The loom and its cards', withBorder: false, stretched: false, withBackground: false } },
    { id: 'c1', type: 'code', data: { code: 'function bernoulli(n) {\n  return n === 0 ? 1 : 0;\n}', language: 'javascript' } },
    { id: 'd1', type: 'delimiter', data: {} },
    { id: 't1', type: 'table', data: { withHeadings: true, content: [['n', 'Value'], ['0', '<b>1</b>']] } },
  ],
};

const meta = {
  title: 'Features/Editor/BlogEditor',
  component: BlogEditor,
  decorators: [withApp({ path: '/editor' })],
  args: {
    title: 'Notes on the Analytical Engine',
    banner: fixtureImages.banner,
    content: everyBlock,
    onTitleChange: fn(),
    onBannerChange: fn(),
    onPublish: fn(),
    onSaveDraft: fn(),
  },
} satisfies Meta<typeof BlogEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every block type, each a labelled text box for screen readers; Undo is off until something changes. */
export const EveryBlockType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save Draft' })).toBeEnabled(), { timeout: 5000 });
    // Blocks already there are labelled once the browser is idle (a long blog is editable first).
    await waitFor(() => expect(canvas.getAllByRole('textbox', { name: 'List item' })).toHaveLength(2), { timeout: 3000 });
    await expect(canvas.getByRole('heading', { level: 2, name: 'A machine for every science' })).toHaveTextContent('A machine for every science');
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Steps');
    await expect(canvas.getByRole('textbox', { name: 'Quote' })).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'Code block (JavaScript)' })).toHaveValue('function bernoulli(n) {\n  return n === 0 ? 1 : 0;\n}');
    await expect(canvas.getByLabelText('Language')).toHaveValue('javascript');
    await expect(canvas.getAllByRole('textbox', { name: 'Table cell' })).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await expect(canvas.getByText(/words · \d+ min read/)).toBeInTheDocument();
  },
};

/** A change makes Undo available, and Undo takes it back. */
export const UndoAChange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save Draft' })).toBeEnabled(), { timeout: 5000 });
    const heading = canvas.getByRole('heading', { level: 3 });
    await userEvent.click(heading);
    await userEvent.keyboard('{End} and more');
    // The first change reaches the history once Editor.js reports it, later on a busy machine.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Undo' })).toBeEnabled(), { timeout: 10_000 });
    // Typing is one undo step per pause of 600 ms; a busy test machine can pause between keys and
    // make two. Undo until there is nothing left to undo: the heading is as the blog opened.
    const undo = canvas.getByRole('button', { name: 'Undo' });
    for (let i = 0; i < 5 && !undo.hasAttribute('disabled'); i++) {
      await userEvent.click(undo);
      await new Promise((r) => setTimeout(r, 200));
    }
    await waitFor(() => expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(/^Steps$/));
    await expect(canvas.getByRole('button', { name: 'Redo' })).toBeEnabled();
  },
};

/**
 * The interface's language changes while a blog is open: the bars and Editor.js's own texts (its
 * tools' labels, the table's heading row) speak it, and what was typed before is still there.
 */
export const ChangesLanguage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Save Draft' })).toBeEnabled(), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('heading', { level: 3 }));
    await userEvent.keyboard('{End} and more');
    try {
      await activateLanguage('es');
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Guardar borrador' })).toBeEnabled(), { timeout: 5000 });
      // Editor.js started again in Spanish, with the words typed in English a moment ago.
      await waitFor(() => expect(canvas.getAllByRole('textbox', { name: 'Elemento de lista' })).toHaveLength(2), { timeout: 5000 });
      await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('Steps and more');
      await expect(canvas.getByRole('textbox', { name: 'Bloque de código (JavaScript)' })).toBeInTheDocument();
      await expect(canvas.getByLabelText('Lenguaje')).toHaveValue('javascript');
      await expect(canvasElement.querySelector('.tc-cell[heading]')).toHaveAttribute('heading', 'Encabezado');
      await expect(canvas.getByText(/palabras · \d+ min de lectura/)).toBeInTheDocument();
    } finally {
      await activateLanguage('en');
    }
    await waitFor(() => expect(canvas.getAllByRole('textbox', { name: 'List item' })).toHaveLength(2), { timeout: 5000 });
  },
};

export const Empty: Story = { args: { title: '', banner: '', content: { blocks: [] } } };

/**
 * In a right-to-left page (Arabic) the editor starts right to left: Editor.js lays out its toolbox,
 * block tunes and inline toolbar from the right, and the arrow keys move the caret the way it reads.
 * (Arabic sets <html dir="rtl">; beforeEach sets it too, so the story holds whichever runs last.)
 */
export const RightToLeft: Story = {
  globals: { locale: 'ar' },
  beforeEach: () => {
    const before = document.documentElement.getAttribute('dir');
    document.documentElement.setAttribute('dir', 'rtl');
    return () => (before === null ? document.documentElement.removeAttribute('dir') : document.documentElement.setAttribute('dir', before));
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.ce-block')).not.toBeNull(), { timeout: 5000 });
    await expect(canvasElement.querySelector('.codex-editor')).toHaveClass('codex-editor--rtl');
  },
};
