import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect, useState } from 'react';
import { AppHarness, type AppHarnessProps } from './AppHarness.tsx';
import { mockApi, type ApiHandlers } from './mockApi.ts';

export interface WithAppOptions extends Omit<AppHarnessProps, 'children'> {
  /** Fixture answers per call path, e.g. `{ '/get-blog': () => ({ blog }) }`. */
  api?: ApiHandlers;
}

function MockedApi({ handlers, children }: { handlers: ApiHandlers; children: React.ReactNode }) {
  // Installed before the first child renders, so the first query already sees the fixtures.
  const [restore] = useState(() => mockApi(handlers));
  useLayoutEffect(() => restore, [restore]);
  return <>{children}</>;
}

/** Story decorator: the screen inside the app's providers, at a route, with fixture API answers. */
export function withApp(options: WithAppOptions = {}): Decorator {
  const { api = {}, ...harness } = options;
  const WithApp: Decorator = (Story) => (
    <MockedApi handlers={api}>
      <AppHarness {...harness}>
        <Story />
      </AppHarness>
    </MockedApi>
  );
  return WithApp;
}

/**
 * Story decorator reading `parameters.app` (WithAppOptions): a story overrides the meta's route,
 * session or fixtures through its own parameters (merged by Storybook) without stacking a second
 * router under the meta's one.
 */
export const withAppFromParameters: Decorator = (Story, context) => withApp((context.parameters.app as WithAppOptions | undefined) ?? {})(Story, context);
