import { style } from '@vanilla-extract/css';
import { focusRing } from '@/design/styles';
import { vars } from '@/design/tokens';

export const box = style({ display: 'grid', gap: vars.space['3'], justifyItems: 'center' });
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space['2'] });
export const person = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['2'],
    padding: `${vars.space['1.5']} ${vars.space['3']}`,
    borderRadius: vars.radius.full,
    border: `${vars.size.hairline} solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    textDecoration: 'none',
    selectors: { '&:hover': { background: vars.color.surfaceHover } },
  },
]);
