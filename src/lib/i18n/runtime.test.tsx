import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@lingui/react';
import { setupI18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { messages as es } from '../../locales/es/messages.po';
import { messages as ar } from '../../locales/ar/messages.po';
import { activateLanguage, i18n } from './language.ts';

function SearchLabel() {
  const { t } = useLingui();
  return (
    <label>
      <Trans>Search</Trans>
      <input aria-label={t`Search`} />
    </label>
  );
}

describe('the macros at run time', () => {
  it('speak English outside a provider (the unit tests’ global instance)', () => {
    render(<SearchLabel />);
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
  });

  it('speak the provider’s language inside one', () => {
    const spanish = setupI18n({ locale: 'es', messages: { es } });
    render(
      <I18nProvider i18n={spanish}>
        <SearchLabel />
      </I18nProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Buscar' })).toBeInTheDocument();
    expect(screen.getByText('Buscar')).toBeInTheDocument();
  });

  it('switch language in place, and mark <html lang dir>', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <SearchLabel />
      </I18nProvider>,
    );
    await act(() => activateLanguage('ar'));
    expect(screen.getByRole('textbox', { name: 'بحث' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(ar).toBeDefined();
    await act(() => activateLanguage('en'));
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
    expect(document.documentElement.dir).toBe('ltr');
  });
});
