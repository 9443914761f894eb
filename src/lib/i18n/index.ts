export { activateLanguage, loadCataloguePart, browserLanguage, drawnLanguage, initialLanguage, rememberLanguage, storedLanguage, i18n } from './language.ts';
export { loadCatalogue, type CataloguePart } from './catalogues.ts';
export { useLanguage } from './useLanguage.ts';
export { useLingui, Trans } from './runtime.tsx';
