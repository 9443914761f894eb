import type EditorJS from '@editorjs/editorjs';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { i18n } from '@/lib/i18n';
import type { OutputBlockData } from '@editorjs/editorjs';
import type { EditorHistory } from './history.ts';
import { htmlToBlocks } from './htmlBlocks.ts';
import { escapeText } from 'entities/escape';
import { looksLikeMarkdown } from './looksLikeMarkdown.ts';

/*
 * What the keyboard and the clipboard do in the editor beyond Editor.js itself: Markdown as you
 * type, Markdown and rich-HTML paste, undo and redo, moving blocks.
 * Every block action records the history first, so it can be undone as one step.
 */

export interface EditingOptions {
  editor: EditorJS;
  holder: HTMLElement;
  history: EditorHistory;
  /** Tells screen readers what a block action did (a polite live region), in the interface's language. */
  announce: (message: string) => void;
}

/** A paragraph's marker typed at its start, and the block it becomes once a space follows it. */
const SPACE_MARKERS: Record<string, { type: string; data: Record<string, unknown>; label: MessageDescriptor }> = {
  '#': { type: 'header', data: { text: '', level: 2 }, label: msg`Heading 2` },
  '##': { type: 'header', data: { text: '', level: 2 }, label: msg`Heading 2` },
  '###': { type: 'header', data: { text: '', level: 3 }, label: msg`Heading 3` },
  '-': { type: 'list', data: { style: 'unordered', meta: {}, items: [{ content: '', meta: {}, items: [] }] }, label: msg`Bulleted list` },
  '*': { type: 'list', data: { style: 'unordered', meta: {}, items: [{ content: '', meta: {}, items: [] }] }, label: msg`Bulleted list` },
  '1.': { type: 'list', data: { style: 'ordered', meta: {}, items: [{ content: '', meta: {}, items: [] }] }, label: msg`Numbered list` },
  '>': { type: 'quote', data: { text: '', caption: '', alignment: 'left' }, label: msg({ message: 'Quote', context: 'editor block type' }) },
};

/** The paragraph the caret is at the end of, with its text, or null. */
function paragraphAtCaret(editor: EditorJS) {
  const index = editor.blocks.getCurrentBlockIndex();
  const block = index >= 0 ? editor.blocks.getBlockByIndex(index) : undefined;
  if (!block || block.name !== 'paragraph') return null;
  const el = block.holder.querySelector<HTMLElement>('.ce-paragraph');
  const selection = window.getSelection();
  if (!el || !selection || !selection.isCollapsed || selection.rangeCount === 0) return null;
  // The caret must be at the end of the text (what is typed is the whole paragraph so far).
  const range = selection.getRangeAt(0).cloneRange();
  range.selectNodeContents(el);
  range.setEnd(selection.getRangeAt(0).endContainer, selection.getRangeAt(0).endOffset);
  const before = range.toString();
  const text = el.textContent ?? '';
  return before === text ? { index, text } : null;
}

/** Inline Markdown closed by the character just typed: `**bold**`, `*italic*`, `` `code` ``. */
const INLINE_RULES: { re: RegExp; tag: 'b' | 'i' | 'code' }[] = [
  { re: /\*\*([^*]+)\*\*$/, tag: 'b' },
  { re: /(?:^|[^*\w])\*([^*\s][^*]*)\*$/, tag: 'i' },
  { re: /`([^`]+)`$/, tag: 'code' },
];

function inlineMarkdownAtCaret(): boolean {
  const selection = window.getSelection();
  if (!selection || !selection.isCollapsed || selection.rangeCount === 0) return false;
  const node = selection.anchorNode;
  if (!node || node.nodeType !== Node.TEXT_NODE) return false;
  const offset = selection.anchorOffset;
  const before = (node.textContent ?? '').slice(0, offset);
  for (const { re, tag } of INLINE_RULES) {
    const m = re.exec(before);
    if (!m) continue;
    const inner = m[1]!;
    const start = offset - (tag === 'b' ? inner.length + 4 : inner.length + 2);
    const range = document.createRange();
    range.setStart(node, start);
    range.setEnd(node, offset);
    range.deleteContents();
    const el = document.createElement(tag);
    if (tag === 'code') el.className = 'inline-code';
    el.textContent = inner;
    range.insertNode(el);
    // The caret goes after the new element, in a text node of its own, so what follows is plain.
    const after = document.createTextNode('\u200b');
    el.after(after);
    const caret = document.createRange();
    caret.setStart(after, 1);
    caret.collapse(true);
    selection.removeAllRanges();
    selection.addRange(caret);
    return true;
  }
  return false;
}

/** Once text follows it, the zero-width space that kept the caret out of a new mark goes. */
function dropCaretHolder() {
  const selection = window.getSelection();
  const node = selection?.anchorNode;
  if (!selection || !node || node.nodeType !== Node.TEXT_NODE) return;
  const text = node.textContent ?? '';
  const at = text.indexOf('\u200b');
  if (at === -1 || text.length < 2) return;
  const offset = selection.anchorOffset;
  node.textContent = text.replace(/\u200b/g, '');
  const caret = document.createRange();
  caret.setStart(node, Math.max(0, offset - (at < offset ? 1 : 0)));
  caret.collapse(true);
  selection.removeAllRanges();
  selection.addRange(caret);
}

/** Inserts blocks at the caret (replacing an empty paragraph there); answers how many. */
function insertBlocks(editor: EditorJS, blocks: OutputBlockData[]) {
  const index = editor.blocks.getCurrentBlockIndex();
  const current = index >= 0 ? editor.blocks.getBlockByIndex(index) : undefined;
  const replace = Boolean(current && current.name === 'paragraph' && current.isEmpty);
  let at = index < 0 ? editor.blocks.getBlocksCount() : replace ? index : index + 1;
  blocks.forEach((b, i) => {
    editor.blocks.insert(b.type, b.data, undefined, at, false, replace && i === 0);
    at++;
  });
  editor.caret.setToBlock(at - 1, 'end');
}

export function attachEditing({ editor, holder, history, announce }: EditingOptions): () => void {
  const api = editor.blocks;

  async function replaceParagraph(index: number, type: string, data: Record<string, unknown>) {
    await history.record();
    api.insert(type, data, undefined, index, true, true);
    editor.caret.setToBlock(index, 'start');
    if (type === 'code') api.getBlockByIndex(index)?.holder.querySelector('textarea')?.focus();
    history.changed();
  }

  async function move(step: -1 | 1) {
    const from = api.getCurrentBlockIndex();
    const to = from + step;
    if (from < 0 || to < 0 || to >= api.getBlocksCount()) return;
    await history.record();
    api.move(to, from);
    editor.caret.setToBlock(to, 'end');
    const place = to + 1;
    const count = api.getBlocksCount();
    announce(step < 0 ? i18n._(msg`Block moved up: now ${place} of ${count}`) : i18n._(msg`Block moved down: now ${place} of ${count}`));
    history.changed();
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const mod = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    if (mod && !event.altKey && (key === 'z' || key === 'y')) {
      event.preventDefault();
      event.stopPropagation();
      const redo = key === 'y' || event.shiftKey;
      void (redo ? history.redo() : history.undo()).then(() => announce(i18n._(redo ? msg`Redone` : msg`Undone`)));
      return;
    }
    if (mod && event.shiftKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      event.stopPropagation();
      void move(event.key === 'ArrowUp' ? -1 : 1);
      return;
    }
    if (mod || event.altKey) return;
    // Enter on an empty last line of a quote leaves the quote for a new paragraph (the quote tool
    // keeps Enter for its own lines, so a writer could not get out by keyboard otherwise).
    if (event.key === 'Enter' && !event.shiftKey) {
      const quote = (event.target as HTMLElement | null)?.closest?.('.cdx-quote__text');
      const last = quote?.lastElementChild;
      const caretIn = window.getSelection()?.anchorNode;
      if (quote && last && !last.textContent?.trim() && caretIn && last.contains(caretIn)) {
        event.preventDefault();
        event.stopPropagation();
        last.remove();
        const index = api.getCurrentBlockIndex();
        api.insert('paragraph', { text: '' }, undefined, index + 1, true);
        editor.caret.setToBlock(index + 1, 'start');
        history.changed();
        return;
      }
    }
    // Markdown block shortcuts, at the start of a paragraph.
    if (event.key === ' ' || event.key === '`' || event.key === '-') {
      const at = paragraphAtCaret(editor);
      if (!at) return;
      if (event.key === ' ' && SPACE_MARKERS[at.text]) {
        event.preventDefault();
        const { type, data, label } = SPACE_MARKERS[at.text]!;
        void replaceParagraph(at.index, type, structuredClone(data)).then(() => announce(i18n._(label)));
      } else if (event.key === '`' && at.text === '``') {
        event.preventDefault();
        void replaceParagraph(at.index, 'code', { code: '', language: 'plaintext' }).then(() => announce(i18n._(msg`Code block`)));
      } else if (event.key === '-' && at.text === '--') {
        event.preventDefault();
        void (async () => {
          await history.record();
          api.insert('delimiter', {}, undefined, at.index, false, true);
          api.insert('paragraph', { text: '' }, undefined, at.index + 1, true);
          editor.caret.setToBlock(at.index + 1, 'start');
          announce(i18n._(msg({ message: 'Delimiter', context: 'editor block type' })));
          history.changed();
        })();
      }
    }
  };

  const onInput = (event: Event) => {
    const e = event as InputEvent;
    if (e.inputType !== 'insertText' || !e.data) return;
    if ((e.target as HTMLElement | null)?.closest('textarea, input')) return;
    dropCaretHolder();
    if (/[*`]/.test(e.data) && inlineMarkdownAtCaret()) history.changed();
  };

  /** Puts pasted blocks in: text within a paragraph (or a table cell) stays inline, more becomes blocks. */
  const placeBlocks = (blocks: OutputBlockData[], target: HTMLElement | null, plain: () => string) => {
    const inCell = Boolean(target?.closest('.tc-table'));
    const single = blocks.length === 1 && blocks[0]!.type === 'paragraph';
    if (single || inCell) {
      // Only the allowed marks come along inline.
      const inline = single ? String(blocks[0]!.data.text) : escapeText(plain().replace(/\s*\n\s*/g, ' '));
      document.execCommand('insertHTML', false, inline);
      return;
    }
    void history.record().then(() => {
      insertBlocks(editor, blocks);
      const count = blocks.length;
      announce(plural(count, { one: 'Pasted # block', other: 'Pasted # blocks' }));
      history.changed();
    });
  };

  const onPaste = (event: ClipboardEvent) => {
    const data = event.clipboardData;
    const target = event.target as HTMLElement | null;
    // Code keeps what was pasted as text; files (images) go to the image tool's upload.
    if (!data || target?.closest('textarea, input') || data.files.length > 0) return;
    const html = data.getData('text/html');
    const text = data.getData('text/plain');
    if (html) {
      const blocks = htmlToBlocks(html);
      if (blocks.length === 0) return;
      event.preventDefault();
      event.stopPropagation();
      placeBlocks(blocks, target, () => text || (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? ''));
      return;
    }
    if (!looksLikeMarkdown(text)) return;
    // The CommonMark parser loads with the first Markdown paste, not with the editor: the paste is
    // taken now, and placed once the converter is here (as plain text if it cannot load).
    event.preventDefault();
    event.stopPropagation();
    import('./markdownBlocks.ts').then(
      ({ markdownToBlocks }) => {
        const blocks = markdownToBlocks(text);
        if (blocks.length > 0) placeBlocks(blocks, target, () => text);
      },
      () => document.execCommand('insertText', false, text),
    );
  };

  holder.addEventListener('keydown', onKeyDown, true);
  holder.addEventListener('input', onInput);
  holder.addEventListener('paste', onPaste, true);
  return () => {
    holder.removeEventListener('keydown', onKeyDown, true);
    holder.removeEventListener('input', onInput);
    holder.removeEventListener('paste', onPaste, true);
  };
}
