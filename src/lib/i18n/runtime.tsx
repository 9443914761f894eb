import { useContext, type ComponentProps } from 'react';
import { i18n } from '@lingui/core';
import { LinguiContext, Trans as ContextTrans } from '@lingui/react';
import { TransNoContext } from '@lingui/react/server';

/**
 * What Lingui's macros compile to (lingui.config.ts `runtimeConfigModule`): its own `useLingui` and
 * `Trans`, except that a component rendered outside an I18nProvider (a unit test's bare render, a
 * portal mounted elsewhere) speaks the app's global i18n instead of throwing. The app and Storybook
 * always render inside a provider, where these are Lingui's own.
 */
const fallback = { i18n, _: i18n._.bind(i18n), defaultComponent: undefined };

export function useLingui() {
  return useContext(LinguiContext) ?? fallback;
}

export function Trans(props: ComponentProps<typeof ContextTrans>) {
  const context = useContext(LinguiContext);
  return context ? <ContextTrans {...props} /> : <TransNoContext {...props} lingui={fallback} />;
}
