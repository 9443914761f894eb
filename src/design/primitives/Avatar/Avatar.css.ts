import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent.soft,
  color: vars.color.accent.text,
  fontFamily: vars.fontFamily.sans,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.none,
  userSelect: 'none',
  verticalAlign: 'middle',
  boxShadow: `inset 0 0 0 ${vars.size.hairline} ${vars.color.border}`,
});

export const size = styleVariants({
  xs: { width: vars.size.avatarXs, height: vars.size.avatarXs, fontSize: vars.fontSize.xs },
  sm: { width: vars.size.avatarSm, height: vars.size.avatarSm, fontSize: vars.fontSize.xs },
  md: { width: vars.size.avatarMd, height: vars.size.avatarMd, fontSize: vars.fontSize.sm },
  lg: { width: vars.size.avatarLg, height: vars.size.avatarLg, fontSize: vars.fontSize.lg },
  xl: { width: vars.size.avatarXl, height: vars.size.avatarXl, fontSize: vars.fontSize['3xl'] },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const fallback = style({
  letterSpacing: vars.letterSpacing.tight,
  '::before': { content: 'attr(data-initials)' },
});
