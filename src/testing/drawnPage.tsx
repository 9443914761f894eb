import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { expect, vi } from 'vitest';

/** Every image on the page loaded or failed. */
async function imagesSettled() {
  await Promise.all([...document.images].map((img) => (img.complete ? null : new Promise((resolve) => (img.addEventListener('load', resolve, { once: true }), img.addEventListener('error', resolve, { once: true }))))));
}

/**
 * A page's story drawn into a full-height box and settled as a reader would see it: its main part
 * there, nothing busy, fonts and images in, late layout (measured tab underlines, images' boxes,
 * Editor.js's blocks) done. For the browser tests that measure or photograph whole pages.
 */
export async function drawnPage(Story: ComponentType): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.style.cssText = 'min-height: 100vh;';
  document.body.append(container);
  render(<Story />, { container });
  await vi.waitFor(
    () => {
      expect(container.querySelector('h1, [role="main"], main, header')).not.toBeNull();
      expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    },
    { timeout: 5000 },
  );
  await document.fonts.ready;
  await imagesSettled();
  await new Promise((resolve) => setTimeout(resolve, 600));
  return container;
}
