// Visual tests compose stories outside Storybook's own project, so they need its annotations.
import { setProjectAnnotations } from '@storybook/react-vite';
import * as preview from '../../.storybook/preview';

setProjectAnnotations([preview]);

// Screenshots must not catch a spinner, a shimmer or a transition mid-way, nor a blinking caret.
const freeze = document.createElement('style');
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
