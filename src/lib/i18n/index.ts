export { activateLanguage, browserLanguage, drawnLanguage, initialLanguage, rememberLanguage, storedLanguage, i18n } from './language.ts';
export { loadCatalogue } from './catalogues.ts';
export { useLanguage } from './useLanguage.ts';
export { useLingui, Trans } from './runtime.tsx';
