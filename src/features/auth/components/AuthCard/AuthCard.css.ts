import { style } from '@vanilla-extract/css';
import { media, vars } from '@/design/tokens';

export const page = style({
  minHeight: `calc(100vh - ${vars.space['16']} - ${vars.space['4']})`,
  display: 'grid',
  placeItems: 'center',
  padding: `${vars.space['10']} ${vars.space['4']}`,
  '@media': { [media.small]: { placeItems: 'start center', paddingTop: vars.space['8'] } },
});

export const card = style({ width: '100%', maxWidth: vars.size.dialog, display: 'grid', gap: vars.space['6'] });

export const header = style({ display: 'grid', gap: vars.space['2'], textAlign: 'center' });

export const heading = style({
  margin: 0,
  fontFamily: vars.fontFamily.serif,
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.tight,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  '@media': { [media.small]: { fontSize: vars.fontSize['3xl'] } },
});

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.md });

export const footer = style({ margin: 0, textAlign: 'center', color: vars.color.textMuted, fontSize: vars.fontSize.md });
