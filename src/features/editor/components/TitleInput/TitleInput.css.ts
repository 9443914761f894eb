import { style } from '@vanilla-extract/css';
import { media, vars } from '@/design/tokens';
import { inlineSign } from '@/design/styles';

/* ---------- Top bar ---------- */

export const titleInput = style({
  width: '100%',
  border: 0,
  outline: 'none',
  resize: 'none',
  overflow: 'hidden',
  background: 'transparent',
  padding: 0,
  color: vars.color.text,
  fontFamily: vars.fontFamily.serif,
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: vars.letterSpacing.tight,
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle },
    '&:focus-visible': { boxShadow: `inset calc(${inlineSign} * ${vars.size.focusRing}) 0 0 ${vars.color.focusRing}`, paddingInlineStart: vars.space['3'] },
  },
  '@media': { [media.editorMobile]: { fontSize: vars.fontSize['3xl'] } },
});
