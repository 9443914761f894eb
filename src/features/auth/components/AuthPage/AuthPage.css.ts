import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  color: vars.color.textSubtle,
  fontSize: vars.fontSize.sm,
  textTransform: 'uppercase',
  letterSpacing: vars.letterSpacing.wide,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, height: vars.size.hairline, background: vars.color.border },
  },
});

export const note = style({ margin: 0, textAlign: 'center', fontSize: vars.fontSize.xs, color: vars.color.textSubtle });

export const forgot = style({ margin: `calc(-1 * ${vars.space['3']}) 0 0`, textAlign: 'end', fontSize: vars.fontSize.sm });
