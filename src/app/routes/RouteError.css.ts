import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const root = style({
  maxWidth: vars.size.content,
  margin: '0 auto',
  padding: `${vars.space[16]} ${vars.space[6]}`,
  textAlign: 'center',
});
export const title = style({ fontFamily: vars.fontFamily.serif, fontSize: vars.fontSize['3xl'], margin: 0, color: vars.color.text });
export const text = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });
export const actions = style({ display: 'flex', gap: vars.space[3], justifyContent: 'center', marginTop: vars.space[6] });
