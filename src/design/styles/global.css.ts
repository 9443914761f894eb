import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../tokens';
import './reset.css';

globalStyle('html', { colorScheme: vars.colorScheme });

globalStyle('body', {
  colorScheme: vars.colorScheme,
  backgroundColor: vars.color.canvas,
  color: vars.color.text,
  fontFamily: vars.fontFamily.sans,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
  transition: `background-color ${vars.duration.normal} ${vars.easing.standard}, color ${vars.duration.normal} ${vars.easing.standard}`,
});

globalStyle('::selection', { backgroundColor: vars.color.selection, color: vars.color.text });

globalStyle('::placeholder', { color: vars.color.textSubtle, opacity: 1 });

globalStyle(':focus-visible', {
  outline: `${vars.size.focusRing} solid ${vars.color.focusRing}`,
  outlineOffset: vars.size.focusOffset,
});

// The visitor's screen the server drew stays hidden for a signed-in reader until the app has drawn
// theirs (the pre-paint script, src/design/theme/prePaint.ts, marks <html>; src/app/start.tsx clears the root).
globalStyle('[data-signed-in] #root[data-server-rendered]', { visibility: 'hidden' });
