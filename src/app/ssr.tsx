// The server's entry (vite.config.ts builds it into build/ssr/ssr.js; server/web/firstScreen.ts loads it).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppProviders, createAppQueryClient } from './providers/AppProviders.tsx';
import { AppRoutes, preloadFirstScreen } from './router.tsx';
import { setupI18n, type I18n } from '@lingui/core';
import { LANGUAGES, type FirstScreenData, type Language } from '@/contract';
import { messages as en } from '../locales/en/messages.po';
import { messages as es } from '../locales/es/messages.po';
import { messages as ar } from '../locales/ar/messages.po';
import { seedFirstScreen } from './serverRendered.ts';

/**
 * The first screen's HTML for a visitor, rendered with the app's own components from the answers
 * the server would send its calls (so the browser, starting from the same answers, hydrates it
 * instead of drawing it again), in the page's language. A signed-out, light-themed, wide screen: what the browser renders
 * while it hydrates, whatever its session, theme and width (those hooks give their server value
 * during hydration and change after).
 */
// The base part only, as the browser has it when it hydrates these screens (the editor's part is
// not on them).
const catalogues: Record<Language, I18n['messages']> = { en, es, ar };
/** One i18n instance per language, made once: a render picks the one of its page's language. */
const instances = new Map<Language, I18n>(LANGUAGES.map((l) => [l, setupI18n({ locale: l, messages: { [l]: catalogues[l] } })]));

export async function renderFirstScreen(data: FirstScreenData, language: Language = 'en'): Promise<string> {
  const client = createAppQueryClient();
  seedFirstScreen(client, data);
  // The screen's code is loaded first, so nothing suspends and the whole screen is in the HTML.
  await preloadFirstScreen(data.screen === 'home' ? { screen: 'home' } : { screen: 'blog', blogId: data.blogId });
  try {
    return renderToString(
      <StrictMode>
        <AppProviders queryClient={client} i18n={instances.get(language) ?? instances.get('en')}>
          <StaticRouter location={data.path}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </StrictMode>,
    );
  } finally {
    client.clear();
  }
}
