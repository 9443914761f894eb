import type EditorJS from '@editorjs/editorjs';
import type { OutputBlockData } from '@editorjs/editorjs';

/**
 * Undo and redo for the whole editor: a history of snapshots of the blocks, one per pause in the
 * writing and one per block action. Going back applies the difference by block id (insert, delete,
 * move, update), not a re-render of everything, so a long blog stays fast and a block that came
 * back is the same block: editorjs-undo's known failures (an image lost on redo, duplicated blocks
 * after undoing a paste) cannot happen this way. We wrote it rather than take that library for those
 * two failures and for its whole-document re-render.
 */

type Block = OutputBlockData;
const keyOf = (blocks: Block[]) => JSON.stringify(blocks.map((b) => [b.id, b.type, b.data]));

export interface HistoryState {
  canUndo: boolean;
  canRedo: boolean;
}

/** Makes the editor's blocks equal `target`, by id, with the fewest block operations. Answers the first index that changed. */
export async function applyBlocks(editor: EditorJS, current: Block[], target: Block[]): Promise<number> {
  const api = editor.blocks;
  const wanted = new Set(target.map((b) => b.id));
  const savedById = new Map(current.map((b) => [b.id, b]));
  let first = Infinity;
  // Blocks that are not in the target go, from the end so indexes stay right.
  for (let i = api.getBlocksCount() - 1; i >= 0; i--) {
    const id = api.getBlockByIndex(i)?.id;
    if (id && !wanted.has(id)) {
      // The last block cannot be removed (Editor.js would add an empty one): the walk below replaces it.
      if (api.getBlocksCount() === 1) break;
      api.delete(i);
      first = Math.min(first, i);
    }
  }
  for (let i = 0; i < target.length; i++) {
    const block = target[i]!;
    const at = block.id ? api.getBlockIndex(block.id) : -1;
    const stored = block.id ? savedById.get(block.id) : undefined;
    if (at === -1 || at === undefined || !stored || stored.type !== block.type) {
      if (at !== -1 && at !== undefined) api.delete(at);
      api.insert(block.type, block.data, undefined, i, false, false, block.id);
      first = Math.min(first, i);
      continue;
    }
    if (at !== i) {
      api.move(i, at);
      first = Math.min(first, i);
    }
    if (JSON.stringify(stored.data) !== JSON.stringify(block.data)) {
      await api.update(block.id!, block.data);
      first = Math.min(first, i);
    }
  }
  // Whatever is left after the target's blocks (an empty block Editor.js added) goes too.
  while (target.length > 0 && api.getBlocksCount() > target.length) api.delete(api.getBlocksCount() - 1);
  return first === Infinity ? -1 : first;
}

export class EditorHistory {
  private stack: Block[][] = [];
  private index = -1;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private busy: Promise<unknown> = Promise.resolve();

  /** Whether the writer has changed anything yet (set before the change lands: beforeinput, changed()). */
  private touched = false;
  /** The writer has changed something, or is about to. */
  get writerActed() {
    return this.touched;
  }

  constructor(
    private readonly editor: EditorJS,
    private readonly onState: (state: HistoryState) => void,
    /**
     * The blocks the editor opened with: the first state, from the start. Editor.js reports changes
     * late (its onChange is debounced), so a snapshot taken later could already hold the first edit.
     */
    opened: Block[] = [],
    private readonly pauseMs = 600,
    private readonly limit = 100,
  ) {
    this.stack = [structuredClone(opened)];
    this.index = 0;
  }

  /** The writer is about to change something (a beforeinput event, a block action). */
  touch() {
    this.touched = true;
  }

  /**
   * Replaces the first state with the blocks as Editor.js saves them (the same shape later snapshots
   * have, so an unchanged editor never makes an undo step), unless the writer already changed
   * something. Runs when the browser is idle: it reads every block.
   */
  async start() {
    if (this.touched) return;
    const blocks = (await this.editor.save()).blocks;
    if (this.touched || this.stack.length !== 1) return;
    this.stack[0] = blocks;
    this.notify();
  }

  /** Something changed: a snapshot is taken once the writing pauses. */
  changed() {
    this.touched = true;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.record(), this.pauseMs);
  }

  /** Takes the snapshot now (before a block action, or before undo so no typing is lost). */
  record(): Promise<unknown> {
    this.touched = true;
    clearTimeout(this.timer);
    this.busy = this.busy.then(async () => {
      if (this.index < 0) return;
      const blocks = (await this.editor.save()).blocks;
      if (keyOf(blocks) === keyOf(this.stack[this.index]!)) return;
      this.stack.splice(this.index + 1);
      this.stack.push(blocks);
      if (this.stack.length > this.limit) this.stack.shift();
      this.index = this.stack.length - 1;
      this.notify();
    });
    return this.busy;
  }

  undo() {
    return this.go(-1);
  }

  redo() {
    return this.go(1);
  }

  private async go(step: -1 | 1) {
    await this.record();
    this.busy = this.busy.then(async () => {
      const next = this.index + step;
      if (next < 0 || next >= this.stack.length) return;
      const current = (await this.editor.save()).blocks;
      const changedAt = await applyBlocks(this.editor, current, this.stack[next]!);
      this.index = next;
      // What the editor holds now is this snapshot (as Editor.js saves it): later changes compare with it.
      this.stack[next] = (await this.editor.save()).blocks;
      if (changedAt >= 0) this.editor.caret.setToBlock(Math.min(changedAt, this.editor.blocks.getBlocksCount() - 1), 'end');
      this.notify();
    });
    return this.busy;
  }

  private notify() {
    this.onState({ canUndo: this.index > 0, canRedo: this.index < this.stack.length - 1 });
  }

  dispose() {
    clearTimeout(this.timer);
  }
}
