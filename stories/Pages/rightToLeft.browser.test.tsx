import { cleanup } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { toast } from '@/design/primitives/Toaster';
import { storyInTheme } from '@/testing/themedStory';
import { drawnPage } from '@/testing/drawnPage';
import * as BlogStories from './Blog.stories';
import * as DashboardStories from './Dashboard.stories';
import * as EditorStories from './Editor.stories';
import * as HomeStories from './Home.stories';
import * as NotificationsStories from './Notifications.stories';
import * as ProfileStories from './Profile.stories';
import * as SearchStories from './Search.stories';
import * as SettingsStories from './Settings.stories';
import * as ShellStories from './Shell.stories';

// The main pages right to left (<html dir="rtl">, as in Arabic) are the mirror of the same pages
// left to right: every box laid out by a flex or grid container sits where its mirror image sits.
// A physical left or right anywhere (a stylesheet, an inline style, a third party's CSS, an SVG's
// text) moves a box off its mirror and is named here. The text is the same English in both, so
// each box keeps its size; runs that read left to right in every language (code, @usernames) keep
// their inside unmirrored, and only their box is compared.
// Stories are drawn without their play functions: those are written for the default viewport.
type Composed = ComponentType;
type Module = Parameters<typeof storyInTheme>[0];
const pages: [name: string, module: Module, story: string][] = [
  ['home', HomeStories, 'SignedIn'],
  ['blog', BlogStories, 'SignedInAuthor'],
  ['dashboard', DashboardStories, 'Full'],
  ['editor', EditorStories, 'WithContent'],
  ['notifications', NotificationsStories, 'EveryType'],
  ['profile', ProfileStories, 'Own'],
  ['search', SearchStories, 'Results'],
  ['settings', SettingsStories, 'EditProfile'],
  ['shell', ShellStories, 'SignedIn'],
];
const WIDTHS = [1280, 375];
/** Sub-pixel rounding of text widths. */
const TOLERANCE = 1.5;

beforeAll(() => {
  // Relative times ("6 days ago") must read the same in both renders.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-21T21:00:00.000Z'));
});
afterAll(() => {
  vi.useRealTimers();
  document.documentElement.removeAttribute('dir');
});
afterEach(() => {
  cleanup();
  toast.dismiss();
  document.body.removeAttribute('data-theme');
  // An editor page may leave its local copy of the draft: the next one would offer to restore it.
  localStorage.clear();
});

interface Box {
  what: string;
  /** Its row's text (its parent's). */
  text: string;
  left: number;
  right: number;
}

/** Every box placed by a flex or grid container, in document order (skipping left-to-right runs' insides). */
function boxes(root: HTMLElement): Box[] {
  const out: Box[] = [];
  for (const el of root.querySelectorAll<HTMLElement>('*')) {
    const parent = el.parentElement;
    if (!parent || el instanceof SVGElement || el.closest('svg')) continue;
    const parentStyle = getComputedStyle(parent);
    if (!/flex|grid/.test(parentStyle.display)) continue;
    const style = getComputedStyle(el);
    if (style.display === 'none' || style.display === 'contents' || style.position === 'fixed' || style.visibility === 'hidden') continue;
    // Inside a run that reads left to right in every language, nothing mirrors; nor inside a blog's
    // own words, which keep their language's direction (its `lang` and `dir`) in any interface.
    if (parentStyle.direction !== getComputedStyle(root).direction) continue;
    const ownLanguage = el.closest('[lang]');
    if (ownLanguage && root.contains(ownLanguage)) continue;
    // Nor inside a box that takes the direction of its own words (dir="auto": the editor's blocks and
    // list items), the same either way; the box itself is compared.
    const ownWords = parent.closest('[dir="auto"]');
    if (ownWords && root.contains(ownWords)) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    const label = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
    out.push({ text: parent.textContent ?? '', what: `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} "${label}"`, left: r.left, right: r.right });
  }
  return out;
}

/** SVG text (the logo's wordmark) is anchored by the direction too: drawn outside its picture, it covers its neighbours. */
function svgTextOutside(root: HTMLElement): string[] {
  return [...root.querySelectorAll<SVGTextElement>('svg text')].flatMap((text) => {
    const r = text.getBoundingClientRect();
    const box = text.ownerSVGElement!.getBoundingClientRect();
    if (r.width === 0) return [];
    return r.left < box.left - TOLERANCE || r.right > box.right + TOLERANCE ? [`"${text.textContent}" at ${Math.round(r.left)}..${Math.round(r.right)} in a picture at ${Math.round(box.left)}..${Math.round(box.right)}`] : [];
  });
}

const drawn = (Story: Composed) => drawnPage(Story);

describe('right to left, every page is the mirror of left to right', () => {
  for (const width of WIDTHS) {
    for (const [name, module, story] of pages) {
      test(`${name} at ${width}`, async () => {
        await page.viewport(width, 900);
        const Story = storyInTheme<Composed>(module, story, 'light')!;
        expect(Story, `${story} exists`).toBeDefined();

        document.documentElement.removeAttribute('dir');
        const ltr = boxes(await drawn(Story));
        cleanup();
        document.body.replaceChildren();

        document.documentElement.setAttribute('dir', 'rtl');
        const container = await drawn(Story);
        const rtl = boxes(container);
        const viewport = document.documentElement.clientWidth;
        const outside = [...container.querySelectorAll<HTMLElement>('*')]
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return r.width > 0 && (r.left < -TOLERANCE || r.right > viewport + TOLERANCE);
          })
          .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} ${Math.round(el.getBoundingClientRect().left)}..${Math.round(el.getBoundingClientRect().right)}`);
        expect(document.documentElement.scrollWidth, `no sideways scrolling: ${outside.slice(0, 8).join(', ')}`).toBeLessThanOrEqual(viewport);

        expect(svgTextOutside(container), 'SVG text inside its picture').toEqual([]);
        expect(rtl.length, 'the same boxes both ways').toBe(ltr.length);
        const off = ltr.flatMap((box, i) => {
          const mirror = rtl[i];
          // A row whose text changed between the two drawings (a save status that moved on) is not a layout to compare.
          if (mirror.text !== box.text) return [];
          const expectedLeft = viewport - box.right;
          return Math.abs(mirror.left - expectedLeft) > TOLERANCE || Math.abs(mirror.right - mirror.left - (box.right - box.left)) > TOLERANCE
            ? [`${box.what}: left to right at ${Math.round(box.left)}..${Math.round(box.right)}, right to left at ${Math.round(mirror.left)}..${Math.round(mirror.right)} (mirror: ${Math.round(expectedLeft)}..${Math.round(viewport - box.left)})`]
            : [];
        });
        expect(off, off.join('\n')).toEqual([]);
      });
    }
  }
});
