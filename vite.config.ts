import { defineConfig, searchForWorkspaceRoot } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
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
    ],
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 900 },
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
