import { style } from '@vanilla-extract/css';
import { focusRing } from '@/design/styles';
import { vars } from '@/design/tokens';

export const page = style({ display: 'grid', gap: vars.space['6'], width: '100%', maxWidth: vars.size.page, paddingBlock: vars.space['2'] });
export const heading = style({ margin: 0, fontFamily: vars.fontFamily.serif, fontSize: vars.fontSize['3xl'], color: vars.color.text });

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const filter = style([
  focusRing,
  {
    border: `${vars.size.hairline} solid ${vars.color.border}`,
    background: vars.color.surface,
    color: vars.color.textMuted,
    borderRadius: vars.radius.full,
    padding: `${vars.space['1.5']} ${vars.space['4']}`,
    font: 'inherit',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    textTransform: 'capitalize',
    cursor: 'pointer',
    transition: `background ${vars.duration.fast} ${vars.easing.standard}`,
    selectors: {
      '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
      '&[aria-pressed="true"]': { background: vars.color.neutral.solid, color: vars.color.neutral.onSolid, borderColor: vars.color.neutral.solid },
    },
  },
]);

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space['3'] });

export const more = style({ justifySelf: 'center', marginTop: vars.space['2'] });
