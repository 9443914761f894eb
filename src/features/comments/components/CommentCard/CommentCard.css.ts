import { style } from '@vanilla-extract/css';
import { leftToRightRun } from '@/design/styles';
import { vars } from '@/design/tokens';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  paddingBlock: vars.space['4'],
  borderBottom: `${vars.size.hairline} solid ${vars.color.border}`,
});
export const reply = style({ paddingInlineStart: vars.space['3'], borderInlineStart: `${vars.size.indicator} solid ${vars.color.border}`, borderBottom: 'none', paddingBlock: vars.space['3'] });
export const head = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], minWidth: 0, fontSize: vars.fontSize.sm });
export const who = style({ display: 'flex', flexDirection: 'column', minWidth: 0, lineHeight: vars.lineHeight.snug });
export const name = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const sub = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const text = style({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', color: vars.color.text });
export const link = style({ color: vars.color.accent.text, textDecoration: 'underline', textUnderlineOffset: '0.2em' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['1'], marginInlineStart: `calc(-1 * ${vars.space['3']})` });
export const menu = style({ marginInlineStart: 'auto' });
/** A fediverse reply's images (at most four): a row that wraps, each at most half the column wide. */
export const images = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
export const image = style({ display: 'block', maxWidth: 'min(100%, 20rem)', height: 'auto', borderRadius: vars.radius.md, background: vars.color.border });
/** A fediverse handle (@user@host): a link to the reply on its server, read left to right in every language. */
export const handle = style([link, { ...leftToRightRun, color: vars.color.textMuted }]);
