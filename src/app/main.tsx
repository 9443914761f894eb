import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// Replaced by the app shell (router, providers) as the foundation lands.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <p>Inkwell</p>
  </StrictMode>,
);
