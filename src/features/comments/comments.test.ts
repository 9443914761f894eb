import { describe, expect, it } from 'vitest';
import { comment } from '@/testing/fixtures';
import { addReply, addTop, appendTop, hideReplies, insertReplies, loadedReplies, noLocalChanges, removeComment, seedThread, subtreeEnd } from './model/commentThread.ts';
import { indentFor } from './model/indent.ts';

const ids = (t: { comment: { _id: string } }[]) => t.map((x) => x.comment._id);

describe('comment thread', () => {
  const base = appendTop([], [comment(1, { children: ['r1', 'r2'] }), comment(2), comment(3)]);

  it('adds a new comment at the top', () => {
    const t = addTop(base, comment(9));
    expect(ids(t)).toEqual(['comment-9', 'comment-1', 'comment-2', 'comment-3']);
    expect(t[0].level).toBe(0);
  });

  it('does not repeat a top-level comment on Load More', () => {
    expect(ids(appendTop(base, [comment(3), comment(4)]))).toEqual(['comment-1', 'comment-2', 'comment-3', 'comment-4']);
  });

  it('puts a reply right after its parent, one level deeper, and counts it', () => {
    const t = addReply(base, 'comment-2', comment(7));
    expect(ids(t)).toEqual(['comment-1', 'comment-2', 'comment-7', 'comment-3']);
    expect(t[2]).toMatchObject({ level: 1, parentId: 'comment-2' });
    expect(t[1].comment.children).toEqual(['comment-7']);
  });

  it('loads replies under their parent and hides them again', () => {
    const t = insertReplies(base, 'comment-1', [comment(11, { _id: 'r1' }), comment(12, { _id: 'r2' })]);
    expect(ids(t)).toEqual(['comment-1', 'r1', 'r2', 'comment-2', 'comment-3']);
    expect(t[0].repliesLoaded).toBe(true);
    expect(loadedReplies(t, 'comment-1')).toBe(2);
    expect(subtreeEnd(t, 0)).toBe(3);
    const hidden = hideReplies(t, 'comment-1');
    expect(ids(hidden)).toEqual(ids(base));
    expect(hidden[0].repliesLoaded).toBe(false);
  });

  it('replaces a reply posted before the replies were opened, without repeating it', () => {
    const withNew = addReply(base, 'comment-1', comment(13, { _id: 'r3' }));
    const t = insertReplies(withNew, 'comment-1', [comment(11, { _id: 'r1' }), comment(12, { _id: 'r2' }), comment(13, { _id: 'r3' })]);
    expect(ids(t)).toEqual(['comment-1', 'r1', 'r2', 'r3', 'comment-2', 'comment-3']);
  });

  it('appends more replies after the loaded ones (nested ones included)', () => {
    let t = insertReplies(base, 'comment-1', [comment(11, { _id: 'r1', children: ['rr1'] })]);
    t = insertReplies(t, 'r1', [comment(21, { _id: 'rr1' })]);
    t = insertReplies(t, 'comment-1', [comment(12, { _id: 'r2' })], 1);
    expect(ids(t)).toEqual(['comment-1', 'r1', 'rr1', 'r2', 'comment-2', 'comment-3']);
    expect(t.map((x) => x.level)).toEqual([0, 1, 2, 1, 0, 0]);
  });

  it('deletes a comment with its descendants and says how many comments went', () => {
    let t = insertReplies(base, 'comment-1', [comment(11, { _id: 'r1', children: ['rr1', 'rr2'] }), comment(12, { _id: 'r2' })]);
    // r1's two replies were never opened: they count too.
    const removal = removeComment(t, 'comment-1');
    expect(ids(removal.thread)).toEqual(['comment-2', 'comment-3']);
    expect(removal.removedCount).toBe(1 + 2 + 2);
    expect(removal.wasTopLevel).toBe(true);

    t = insertReplies(t, 'r1', [comment(21, { _id: 'rr1' }), comment(22, { _id: 'rr2' })]);
    const reply = removeComment(t, 'r1');
    expect(ids(reply.thread)).toEqual(['comment-1', 'r2', 'comment-2', 'comment-3']);
    expect(reply.removedCount).toBe(3);
    expect(reply.wasTopLevel).toBe(false);
    expect(reply.thread[0].comment.children).toEqual(['r2']);
  });

  it('ignores an unknown id', () => {
    expect(removeComment(base, 'nope')).toEqual({ thread: base, removedCount: 0, wasTopLevel: false });
  });
});

describe('a fresh first page', () => {
  const page = [comment(1, { children: ['r1'] }), comment(2), comment(3)];

  it('is the thread when the reader changed nothing', () => {
    expect(ids(seedThread(page, noLocalChanges))).toEqual(['comment-1', 'comment-2', 'comment-3']);
  });

  it('read before the reader posted keeps their comments on top, newest first, and their reply under its parent', () => {
    const local = { posted: [{ comment: comment(8), parentId: null }, { comment: comment(7), parentId: 'comment-2' }, { comment: comment(9), parentId: null }], removed: [] };
    const t = seedThread(page, local);
    expect(ids(t)).toEqual(['comment-9', 'comment-8', 'comment-1', 'comment-2', 'comment-7', 'comment-3']);
    expect(t[3].comment.children).toEqual(['comment-7']);
  });

  it('read after the reader posted does not repeat their comment', () => {
    const local = { posted: [{ comment: comment(2), parentId: null }], removed: [] };
    expect(ids(seedThread(page, local))).toEqual(['comment-1', 'comment-2', 'comment-3']);
  });

  it('read before a deletion does not bring the deleted comment or reply back', () => {
    const local = { posted: [{ comment: comment(9), parentId: null }], removed: ['comment-2', 'r1', 'comment-9'] };
    const t = seedThread(page, local);
    expect(ids(t)).toEqual(['comment-1', 'comment-3']);
    expect(t[0].comment.children).toEqual([]);
  });
});

describe('reply indent', () => {
  it('is 4 per level scaled by 10 px, capped so deep threads stay readable', () => {
    expect(indentFor(0)).toBe(0);
    expect(indentFor(1)).toBe(40);
    expect(indentFor(2)).toBe(80);
    expect(indentFor(10, 3)).toBe(120);
  });
});
