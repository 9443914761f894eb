import { createVar, fallbackVar, globalStyle, style } from '@vanilla-extract/css';

const sign = createVar();
globalStyle(':root, [dir="ltr"]', { vars: { [sign]: '1' } });
globalStyle('[dir="rtl"]', { vars: { [sign]: '-1' } });

/**
 * 1 left to right, -1 right to left: multiply a sideways movement by it (a translateX, a shadow's x
 * offset), since CSS has no logical translate. `calc(${inlineSign} * ${vars.space['4']})`.
 */
export const inlineSign = fallbackVar(sign, '1');

/**
 * For an icon that points a way along the line (an arrow, reply, undo, sign out): mirrored right to
 * left, where forward is leftward. Icons that point nowhere (search, bell, heart) do not take it.
 */
export const directionalIcon = style({ selectors: { '[dir="rtl"] &': { scale: '-1 1' } } });
