import { composeStories } from '@storybook/react-vite';

type StoriesModule = Parameters<typeof composeStories>[0];

/**
 * A story of `module` composed in a theme, for tests that render stories themselves (the visual
 * baselines): the same story the runner's theme loop shows, with the theme as its starting global.
 * Undefined when the module has no such story.
 */
export function storyInTheme<T>(module: StoriesModule, exportName: string, theme: 'light' | 'dark'): T | undefined {
  const story = (module as Record<string, unknown>)[exportName];
  if (!story || typeof story !== 'object') return undefined;
  const composed = composeStories({ default: module.default, [exportName]: { ...(story as object), globals: { ...((story as { globals?: object }).globals ?? {}), theme } } } as StoriesModule);
  return (composed as Record<string, unknown>)[exportName] as T;
}
