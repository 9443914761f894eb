import { describe, expect, it } from 'vitest';
import { quoteRange, selectedQuote } from './quoteRange';

function block(html: string) {
  const el = document.createElement('p');
  el.innerHTML = html;
  document.body.append(el);
  return el;
}

describe('quoteRange', () => {
  it('finds a passage across inline markup', () => {
    const el = block('The engine <b>weaves</b> algebraic patterns');
    expect(quoteRange(el, 'engine weaves algebraic')?.toString()).toBe('engine weaves algebraic');
  });
  it('treats runs of whitespace as one space', () => {
    const el = block('one  two\nthree');
    expect(quoteRange(el, 'two three')?.toString()).toBe('two\nthree');
  });
  it('answers null once the passage was rewritten', () => {
    expect(quoteRange(block('A new sentence'), 'old words')).toBeNull();
  });
});

describe('selectedQuote', () => {
  it('takes a selection inside the block and refuses one that leaves it', () => {
    const a = block('First paragraph here');
    const b = block('Second one');
    const sel = window.getSelection()!;
    sel.removeAllRanges();
    const inside = document.createRange();
    inside.setStart(a.firstChild!, 6);
    inside.setEnd(a.firstChild!, 15);
    sel.addRange(inside);
    expect(selectedQuote(a, sel)).toBe('paragraph');
    const across = document.createRange();
    across.setStart(a.firstChild!, 0);
    across.setEnd(b.firstChild!, 3);
    sel.removeAllRanges();
    sel.addRange(across);
    expect(selectedQuote(a, sel)).toBe('');
  });
});
