import { useLingui } from '@lingui/react/macro';

/**
 * The words of the theme menu and the theme choice in the reader's language (the design primitives
 * speak English unless they are given these).
 */
export function useThemeLabels() {
  const { t } = useLingui();
  return { theme: t`Theme`, light: t`Light`, dark: t`Dark`, system: t`System` };
}
