import { afterEach, describe, expect, it } from 'vitest';
import { labelBlocks } from './labels.ts';

/** Editor.js's markup for a few blocks, as its tools draw them (paragraph, header, list item, quote, table cell). */
function holderWith(html: string) {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  return holder;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the editor’s text boxes', () => {
  it('each take their direction from their own words (dir="auto"), headings included, so a Latin paragraph reads left to right in an Arabic interface', () => {
    const holder = holderWith(`
      <div class="ce-block"><div class="ce-block__content"><div class="ce-paragraph cdx-block" contenteditable="true">Hello</div></div></div>
      <div class="ce-block"><div class="ce-block__content"><h2 class="ce-header" contenteditable="true">عنوان</h2></div></div>
      <div class="ce-block"><div class="ce-block__content"><ol class="cdx-list"><li class="cdx-list__item"><div class="cdx-list__item-content" contenteditable="true">بند</div></li></ol></div></div>
      <div class="ce-block"><div class="ce-block__content"><blockquote class="cdx-quote"><div class="cdx-quote__text" contenteditable="true">Quote</div><div class="cdx-quote__caption" contenteditable="true"></div></blockquote></div></div>
      <div class="ce-block"><div class="ce-block__content"><div class="tc-cell" contenteditable="true">خلية</div></div></div>
      <div class="ce-toolbar"><div class="ce-popover__items"></div></div>`);
    const stop = labelBlocks(holder);
    const boxes = Array.from(holder.querySelectorAll('[contenteditable="true"]'));
    expect(boxes).toHaveLength(6);
    // A list item's direction is its item's (the <li>), so that its bullet or number sits where its words start.
    expect(boxes.map((box) => box.getAttribute('dir'))).toEqual(['auto', 'auto', null, 'auto', null, 'auto']);
    expect(holder.querySelector('.cdx-list__item')!.getAttribute('dir')).toBe('auto');
    expect(holder.querySelector('.ce-toolbar')!.hasAttribute('dir')).toBe(false);
    stop();
  });

  it('a list item takes the direction of its own words on the item, its nested items their own, and the interface’s while it has no letter', () => {
    const holder = holderWith(`
      <ul class="cdx-list"><li class="cdx-list__item"><div class="cdx-list__item-content" contenteditable="true">Numbers as symbols</div>
        <ul class="cdx-list__item-children"><li class="cdx-list__item"><div class="cdx-list__item-content" contenteditable="true">رموز</div></li><li class="cdx-list__item"><div class="cdx-list__item-content" contenteditable="true"></div></li></ul>
      </li></ul>`);
    const stop = labelBlocks(holder);
    const items = Array.from(holder.querySelectorAll('.cdx-list__item'));
    expect(items.map((li) => li.getAttribute('dir'))).toEqual(['auto', 'auto', null]);
    for (const box of Array.from(holder.querySelectorAll('.cdx-list__item-content'))) expect(box.hasAttribute('dir')).toBe(false);
    stop();
  });

  it('a box with no letter yet keeps the interface’s direction (an empty dir="auto" box is laid out left to right)', () => {
    const holder = holderWith('<div class="ce-paragraph" contenteditable="true"></div><div class="ce-paragraph" contenteditable="true">2026 — 42</div>');
    const stop = labelBlocks(holder);
    for (const box of Array.from(holder.querySelectorAll('.ce-paragraph'))) expect(box.hasAttribute('dir')).toBe(false);
    stop();
  });

  it('a block added later (Enter, a new header) and words typed, pasted or deleted set its direction as they come', async () => {
    const holder = holderWith('');
    const stop = labelBlocks(holder);
    const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
    const block = document.createElement('div');
    block.innerHTML = '<div class="ce-block__content"><div class="ce-paragraph" contenteditable="true"></div></div>';
    holder.append(block);
    await settled();
    const box = holder.querySelector<HTMLElement>('.ce-paragraph')!;
    expect(box.hasAttribute('dir')).toBe(false);
    box.append(document.createTextNode('مرحبا'));
    await settled();
    expect(box.getAttribute('dir')).toBe('auto');
    (box.firstChild as Text).data = '';
    await settled();
    expect(box.hasAttribute('dir')).toBe(false);
    (box.firstChild as Text).data = 'Hello';
    await settled();
    expect(box.getAttribute('dir')).toBe('auto');
    stop();
  });
});
