import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

/**
 * Lingui's macros (`<Trans>`, `t`, `msg`, `plural` from `@lingui/*\/macro`) compiled by Lingui's own
 * Babel plugin, in the files that import them only: Vite's React plugin (Oxc) runs no Babel, and
 * Lingui's Rolldown/native variants need Node 22 (docs/decisions/0015-languages.md). Runs before the
 * TypeScript/JSX transform, keeping both syntaxes as they are.
 */
export function linguiMacros(): Plugin {
  return {
    name: 'inkwell:lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[cm]?tsx?$/.test(id.split('?')[0]) || !/@lingui\/(core|react)\/macro/.test(code)) return null;
      const result = await transformAsync(code, {
        filename: id.split('?')[0],
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['@lingui/babel-plugin-lingui-macro', {}]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
