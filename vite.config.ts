import { defineConfig, searchForWorkspaceRoot, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacros } from './scripts/linguiMacros.ts';
import { realpathSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { clientBuildId, SSR_ENTRY, SSR_STAMP } from './server/web/firstScreen.ts';
import { PRE_PAINT_THEME_SCRIPT } from './src/design/theme/prePaint.ts';
import { precompress } from './scripts/precompress.ts';

const apiPort = process.env.PORT ?? '3000';

// Output chunks (bench/README.md, page weight). Each file costs its ~1.5 KB of response headers on
// top of its bytes, so the reading path is a handful of files instead of rolldown's per-entry-set
// fragments (30 on the home page before this):
//   index + boot  the entry (src/app/main.tsx) and what it needs to run before React: the API
//                 transport with the call table's routes and the stored session (the early calls'
//                 token), tokens, global styles and fonts. It starts the first screen's code and
//                 calls (src/app/boot.ts), so it must not wait for the big chunks.
//   app           React, the router, TanStack Query, the shell (start.tsx and what it imports), and
//                 what every reading screen shows: small primitives, the feed's cards and states.
//   radix         Radix's tabs and their shared internals (home, search, profile, dashboard).
//   the rest      per route or per lazy part (editor, auth, comments panel, account menu, toaster).
const src = (path: string) => new RegExp(`/src/${path}`);
const BOOT = [src('lib/api/transport\\.ts$'), src('lib/session/sessionStore\\.ts$'), src('contract/(routes|constants)\\.ts$'), src('app/firstScreen\\.ts$'), src('design/tokens/'), src('design/styles/(?!index)'), /vite\/(preload-helper|modulepreload-polyfill)/];
const APP = [
  src('app/start\\.tsx$'),
  /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|@tanstack\/[^/]+|class-variance-authority|clsx)\//,
  /\/node_modules\/lucide-react\/dist\/esm\/(Icon|createLucideIcon|defaultAttributes|shared|context)\.mjs$/,
  src('design/primitives/(Avatar|Button|ButtonLink|Chip|EmptyState|IconButton|LoadMoreButton|Logo|PageNotFound|Skeleton|Spinner)/'),
  src('features/feed/(api|hooks|components/(BlogBanner|BlogCardSkeleton|BlogList|BlogPostCard|NotFound|States))/'),
  src('contract/messages'),
  src('lib/(dates|useDocumentTitle)'),
];
const RADIX = [
  src('design/primitives/Tabs/'),
  src('features/feed/components/PageColumns/'),
  /\/node_modules\/@radix-ui\/(primitive|react-(tabs|collection|roving-focus|use-is-hydrated|direction|slot|presence|use-controllable-state|context|primitive|compose-refs|use-effect-event|use-callback-ref|id|use-layout-effect|visually-hidden))\//,
];
const matches = (tests: RegExp[]) => (id: string) => tests.some((t) => t.test(id.replaceAll('\\', '/')));

type Bundle = Parameters<NonNullable<Extract<Plugin['generateBundle'], (...args: never[]) => unknown>>>[1];
type Chunk = Extract<Bundle[string], { type: 'chunk' }>;

const chunkOf = (bundle: Bundle, module: string): Chunk | undefined =>
  Object.values(bundle).find((c): c is Chunk => c.type === 'chunk' && c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(module)));

/** A chunk and every chunk it imports statically, with their CSS. */
function closure(bundle: Bundle, chunk: Chunk, js = new Set<string>(), css = new Set<string>()) {
  if (js.has(chunk.fileName)) return { js, css };
  js.add(chunk.fileName);
  chunk.viteMetadata?.importedCss.forEach((f) => css.add(f));
  for (const f of chunk.imports) {
    const next = bundle[f];
    if (next?.type === 'chunk') closure(bundle, next, js, css);
  }
  return { js, css };
}

/** The first screens (src/app/firstScreen.ts) and their route modules. */
const FIRST_SCREENS = { home: '/src/app/routes/HomeRoute.tsx', blog: '/src/app/routes/BlogRoute.tsx' };

/**
 * Load hints for the start of a visit:
 * - the built index.html also fetches the app chunk and its CSS from the start: the entry imports
 *   them dynamically (so that the entry itself runs at once), and without these hints the browser
 *   would only find them once the entry ran;
 * - first-screens.json lists, for the home and blog screens, the route's own JS and CSS beyond
 *   that; the server adds them to the HTML of those pages (server/web/hints.ts), so they load with
 *   the page rather than after the entry has run and sent the screen's API calls (on the embedded
 *   database a slow query holds the server's one thread, and static files wait behind it).
 */
function loadHints(): Plugin {
  return {
    name: 'inkwell:load-hints',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const start = ctx.bundle && chunkOf(ctx.bundle, '/src/app/start.tsx');
        if (!start || !ctx.bundle) return html;
        const { js, css } = closure(ctx.bundle, start);
        const missing = (f: string) => !html.includes(`/${f}"`);
        return {
          html,
          tags: [
            ...[...css].filter(missing).map((f) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `/${f}` }, injectTo: 'head' as const })),
            ...[...js].filter(missing).map((f) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${f}` }, injectTo: 'head' as const })),
          ],
        };
      },
    },
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((c): c is Chunk => c.type === 'chunk' && c.isEntry);
      const start = chunkOf(bundle, '/src/app/start.tsx');
      if (!entry || !start) return;
      // The entry must run as soon as it arrives (it starts the first screen's code and calls): a
      // static import of the app's chunk made it wait for React's download and evaluation (up to
      // half a second at 4x CPU slowdown) before it asked for anything.
      const entryNeeds = closure(bundle, entry);
      if (entryNeeds.js.has(start.fileName)) {
        const why = entry.imports.includes(start.fileName) ? `it imports ${start.fileName} (${start.moduleIds.length} modules) statically` : 'through a chunk it imports';
        this.error(`the entry chunk ${entry.fileName} waits for the app's chunk: ${why}. Move what boot needs into the BOOT group (vite.config.ts).`);
      }
      const shared = closure(bundle, start, new Set(entryNeeds.js), new Set(entryNeeds.css));
      const screens: Record<string, { js: string[]; css: string[] }> = {};
      for (const [screen, module] of Object.entries(FIRST_SCREENS)) {
        const route = chunkOf(bundle, module);
        if (!route) continue;
        const { js, css } = closure(bundle, route);
        screens[screen] = {
          js: [...js].filter((f) => !shared.js.has(f)).map((f) => `/${f}`),
          css: [...css].filter((f) => !shared.css.has(f)).map((f) => `/${f}`),
        };
      }
      // Each language's catalogue: a page loads its language's with the page (server/web/hints.ts).
      const catalogues: Record<string, string> = {};
      for (const language of ['en', 'es', 'ar']) {
        const chunk = chunkOf(bundle, `/src/locales/${language}/messages.po`);
        if (chunk) catalogues[language] = `/${chunk.fileName}`;
      }
      this.emitFile({ type: 'asset', fileName: 'first-screens.json', source: `${JSON.stringify({ ...screens, catalogues }, null, 2)}\n` });
    },
  };
}

/**
 * In the server's build, modules that need the browser's DOM are replaced by their server twins
 * (`x.server.ts` beside `x.ts`): DOMPurify sanitises only with a DOM.
 */
function serverTwins(): Plugin {
  const twins = [/\/src\/lib\/sanitizeHtml\.ts$/];
  return {
    name: 'inkwell:server-twins',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (this.environment.name !== 'ssr') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !twins.some((t) => t.test(resolved.id.replaceAll('\\', '/')))) return resolved;
      return resolved.id.replace(/\.ts$/, '.server.ts');
    },
  };
}

/**
 * The theme's pre-paint script (src/design/theme/prePaint.ts), inline and first in the app's head:
 * it must run before anything is drawn, and inline it costs no request. The server allows it by its
 * hash (server/web/inlineScripts.ts). Storybook's and the test runner's pages theme themselves.
 */
function prePaintTheme(): Plugin {
  return {
    name: 'inkwell:pre-paint-theme',
    transformIndexHtml: {
      order: 'pre',
      handler(html, ctx) {
        if (ctx.path !== '/index.html') return html;
        // Right after the charset, which must come in the first 1024 bytes.
        const charset = /<meta charset[^>]*>/i;
        if (charset.test(html)) return html.replace(charset, (meta) => `${meta}\n    <script>${PRE_PAINT_THEME_SCRIPT}</script>`);
        return { html, tags: [{ tag: 'script', children: PRE_PAINT_THEME_SCRIPT, injectTo: 'head-prepend' }] };
      },
    },
  };
}

/** The server's build of the first screens, and which client build it belongs to (server/web/firstScreen.ts). */
const SSR_OUT = 'build/ssr';

export default defineConfig({
  plugins: [linguiMacros(), react(), lingui(), vanillaExtractPlugin(), prePaintTheme(), loadHints(), serverTwins(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // Pre-bundled up front: discovered late, these make Vite reload the page mid-test in story runs.
  optimizeDeps: {
    include: [
      '@editorjs/editorjs',
      '@editorjs/header',
      '@editorjs/list',
      '@editorjs/image',
      '@editorjs/quote',
      '@editorjs/marker',
      '@editorjs/inline-code',
      '@editorjs/embed',
      // Reached only through lazily loaded modules (the editor's keys, the Markdown paste): named here
      // so that Vite pre-bundles them at start, not mid-run (a re-optimisation reloads the page).
      'entities/escape',
      'mdast-util-from-markdown',
      'mdast-util-gfm',
      'micromark-extension-gfm',
    ],
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // modulepreload is in every browser the app supports; without it a preload is only a lost hint.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'boot', test: matches(BOOT), priority: 3 },
            { name: 'app', test: matches(APP), priority: 2 },
            { name: 'radix', test: matches(RADIX), priority: 1 },
          ],
        },
      },
      treeshake: {
        // The design system, contract, lib, api and features only export things: a module of theirs
        // none of whose exports is used is dropped with what it imports. Without this, importing one
        // name from a barrel (@/design, @/contract) kept every module behind it (each .css.ts imports
        // its CSS, each schema calls zod), so the reading path downloaded the whole design system,
        // zod and the forms' primitives. Kept as they are: CSS, the global styles, tokens and fonts
        // (imported for their effect), and app/, where modules run things (start.tsx renders).
        moduleSideEffects: (id: string) => {
          if (/\.css($|\?)/.test(id)) return true;
          if (/[\\/]src[\\/]design[\\/](styles|tokens)[\\/]/.test(id)) return true;
          if (/[\\/]src[\\/](contract|design|lib|features|api)[\\/]/.test(id)) return false;
          return undefined;
        },
      },
    },
  },
  // `vite build` builds both: the browser's app into dist/, then the server's render of its first
  // screens (src/app/ssr.tsx) into build/ssr/ with a stamp naming that client build, so the server
  // never hydrates one build's HTML with another's code (class names would differ).
  environments: {
    ssr: {
      // Its packages bundled too, tree-shaken as the browser's are: imported whole by Node,
      // lucide-react alone loads every icon it has.
      resolve: { noExternal: true },
      // React's production build, whatever NODE_ENV the server runs with (its checks are the browser's to make).
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: SSR_OUT,
        emptyOutDir: true,
        copyPublicDir: false,
        rolldownOptions: { input: { ssr: 'src/app/ssr.tsx' }, output: { entryFileNames: SSR_ENTRY, chunkFileNames: 'chunks/[name]-[hash].js', codeSplitting: true } },
      },
    },
  },
  builder: {
    async buildApp(builder) {
      await builder.build(builder.environments.client);
      await builder.build(builder.environments.ssr);
      writeFileSync(`${SSR_OUT}/${SSR_STAMP}`, `${JSON.stringify({ client: clientBuildId('dist') })}\n`);
    },
  },
  server: {
    port: 5173,
    // node_modules may be a symlink (git worktrees share one): let Vite serve files from its real path.
    fs: { allow: [searchForWorkspaceRoot(process.cwd()), realpathSync('node_modules')] },
    // The dev server proxies the API to the Fastify server (npm run dev starts both).
    proxy: {
      '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      '/uploads': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
    },
  },
});
