import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  if (typeof window === 'undefined') return; // node-environment files (lint rules) have no DOM
  cleanup();
  window.sessionStorage.clear();
});
