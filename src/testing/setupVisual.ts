// Visual tests compose stories outside Storybook's own project, so they need its annotations.
import { setProjectAnnotations } from '@storybook/react-vite';
import { beforeAll } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import * as preview from '../../.storybook/preview';

setProjectAnnotations([preview]);

// Screenshots must not catch a spinner, a shimmer or a transition mid-way, nor a blinking caret.
// This runs before each file; should the files ever share one page, one such style is enough.
if (!document.getElementById('visual-freeze')) {
  const freeze = document.createElement('style');
  freeze.id = 'visual-freeze';
  freeze.textContent = `
  *, *::before, *::after {
    animation-duration: 0s !important;
    animation-delay: 0s !important;
    animation-iteration-count: 1 !important;
    transition-duration: 0s !important;
    transition-delay: 0s !important;
    caret-color: transparent !important;
  }
`;
  document.head.append(freeze);
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** vitest.config.ts: the mouse off the tests' frame. */
    mouseOutsideTests: () => Promise<void>;
  }
}

// Each file starts with the input state of a fresh page: the files run in one browser tab, isolated
// or not, and an earlier file's real click
// (stories/Pages/editorOpening.browser.test.tsx) left two marks on the pictures: the pointer over
// what the next file drew there (a title underlined as hovered), and the mouse as the last input,
// after which Chromium draws no focus ring on a control a script focuses (the dialogs' and drawers'
// baselines show it). The mouse goes off the frame, then a key press with the focus on the body.
beforeAll(async () => {
  await commands.mouseOutsideTests();
  (document.activeElement as HTMLElement | null)?.blur();
  await userEvent.keyboard('x');
});
