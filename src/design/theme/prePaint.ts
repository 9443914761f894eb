/*
 * The theme before first paint. The page's head runs PRE_PAINT_THEME_SCRIPT inline (vite.config.ts
 * puts it there; the server's Content-Security-Policy allows it by its hash), before the body is
 * parsed and before anything is drawn, so no reader ever sees the other theme first. The theme
 * provider then takes over from the attributes it set. No imports: vite.config.ts reads this file.
 */

/** localStorage: what the reader chose (light, dark or system), kept across visits. */
export const THEME_PREFERENCE_KEY = 'theme-preference';
/** sessionStorage (SPEC.md): the theme in effect, light or dark. */
export const THEME_STORAGE_KEY = 'theme';
/** sessionStorage (SPEC.md): the signed-in user. */
const USER_STORAGE_KEY = 'user';
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/**
 * Sets on `<html>`: `data-theme` (the theme in effect), `data-theme-preference` (the choice) and
 * its `color-scheme`; keeps the theme in effect in sessionStorage; and marks a signed-in reader
 * (`data-signed-in`), whose screen is not the visitor's the server drew. Plain ES5 in one
 * expression: it runs as it is written, untranspiled, in every browser.
 */
export const PRE_PAINT_THEME_SCRIPT = `(function(){var d=document.documentElement,p="system",t;try{var s=localStorage.getItem("${THEME_PREFERENCE_KEY}");if(s==="light"||s==="dark"||s==="system")p=s}catch(e){}t=p==="system"?(window.matchMedia&&matchMedia("${DARK_SCHEME_QUERY}").matches?"dark":"light"):p;d.setAttribute("data-theme",t);d.setAttribute("data-theme-preference",p);d.style.colorScheme=t;try{sessionStorage.setItem("${THEME_STORAGE_KEY}",t);if(sessionStorage.getItem("${USER_STORAGE_KEY}"))d.setAttribute("data-signed-in","")}catch(e){}})()`;
