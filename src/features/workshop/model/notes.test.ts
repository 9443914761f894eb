import { describe, expect, it } from 'vitest';
import { note as fixtureNote, noteReply } from '@/testing/workshopFixtures';
import { inBlockOrder, noteWriters, openNotes, stackTops, type WorkshopNote } from './notes';

const person = (username: string) => ({ username, fullname: username.toUpperCase(), profile_img: '' });
const note = (id: string, block_id: string, over: Partial<WorkshopNote> = {}) => fixtureNote(id, { block_id, author: person('grace'), ...over });

describe('stackTops', () => {
  it('keeps a thread at its block when there is room', () => {
    expect(stackTops([{ want: 0, height: 50 }, { want: 200, height: 50 }], 8)).toEqual([0, 200]);
  });
  it('pushes a thread below the one above it, with the gap between', () => {
    // 0 + 120 high + 8 gap = 128, although its block starts at 40; the third is pushed by the second.
    expect(stackTops([{ want: 0, height: 120 }, { want: 40, height: 30 }, { want: 100, height: 10 }], 8)).toEqual([0, 128, 166]);
  });
});

describe('notes', () => {
  it('counts only the open ones', () => {
    expect(openNotes([note('a', 'b1'), note('b', 'b1', { resolved: true })]).map((n) => n._id)).toEqual(['a']);
  });
  it('orders by block place, orphans last', () => {
    const notes = [note('x', 'gone', { orphaned: true }), note('y', 'b2'), note('z', 'b1')];
    expect(inBlockOrder(notes, ['b1', 'b2']).map((n) => n._id)).toEqual(['z', 'y', 'x']);
  });
  it('thanks writers of notes and replies once each, never the author', () => {
    const notes = [
      note('a', 'b1', { author: person('grace'), replies: [noteReply('r', { author: person('ada') }), noteReply('s', { author: person('alan') }), noteReply('t', { author: null })] }),
      note('b', 'b2', { author: person('grace') }),
    ];
    expect(noteWriters(notes, 'ada').map((p) => p.username)).toEqual(['grace', 'alan']);
  });
});
