// The global styles and fonts stay in the page's head (render-blocking), so the stored theme's
// colours are there before anything is drawn. Imported directly, not through '@/design/styles',
// whose other exports (components) would make this entry wait for React.
import '@/design/styles/fonts.ts';
import '@/design/styles/global.css.ts';
import { startFirstScreen } from './boot.ts';

// This entry is small and runs as soon as it arrives: it starts the first screen's code and data,
// then the app (React, the router, the shell), all three loading side by side.
startFirstScreen(window.location.pathname);
void import('./start.tsx').then((m) => m.start());
