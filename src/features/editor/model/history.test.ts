import { describe, expect, it } from 'vitest';
import type EditorJS from '@editorjs/editorjs';
import type { OutputBlockData } from '@editorjs/editorjs';
import { EditorHistory } from './history';

/** Just enough of Editor.js for the history: save() and the blocks API it applies snapshots with. */
function fakeEditor(initial: OutputBlockData[]) {
  const blocks = structuredClone(initial);
  const editor = {
    save: async () => ({ blocks: structuredClone(blocks) }),
    blocks: {
      getBlocksCount: () => blocks.length,
      getBlockByIndex: (i: number) => blocks[i],
      getBlockIndex: (id: string) => blocks.findIndex((b) => b.id === id),
      delete: (i: number) => void blocks.splice(i, 1),
      insert: (type: string, data: object, _c: unknown, i: number, _f: unknown, _r: unknown, id: string) => void blocks.splice(i, 0, { id, type, data }),
      move: (to: number, from: number) => void blocks.splice(to, 0, ...blocks.splice(from, 1)),
      update: async (id: string, data: object) => void (blocks.find((b) => b.id === id)!.data = data),
    },
    caret: { setToBlock: () => true },
  };
  return { editor: editor as unknown as EditorJS, type: (text: string) => void (blocks[0]!.data = { text }), text: () => blocks[0]!.data.text };
}

const opened = [{ id: 'h1', type: 'header', data: { text: 'Steps' } }];

describe('EditorHistory', () => {
  it('goes back to the blocks the editor opened with, also when the first edit came before its idle-time snapshot', async () => {
    const e = fakeEditor(opened);
    const history = new EditorHistory(e.editor, () => {}, opened, 10_000);
    history.touch(); // beforeinput: the edit lands before Editor.js reports it
    e.type('Steps and more');
    await history.start(); // the idle callback, late: it must not make the edited text the first state
    history.changed();
    await history.undo();
    expect(e.text()).toBe('Steps');
    await history.redo();
    expect(e.text()).toBe('Steps and more');
    history.dispose();
  });

  it('an unchanged editor makes no undo step; one edit makes one', async () => {
    const e = fakeEditor(opened);
    const states: boolean[] = [];
    const history = new EditorHistory(e.editor, (s) => states.push(s.canUndo), opened, 10_000);
    await history.start();
    await history.record(); // e.g. before a block action, nothing typed
    expect(states.at(-1)).toBe(false);
    e.type('Steps, edited');
    history.changed();
    await history.record();
    expect(states.at(-1)).toBe(true);
    await history.undo();
    expect(e.text()).toBe('Steps');
    expect(states.at(-1)).toBe(false);
    history.dispose();
  });
});
