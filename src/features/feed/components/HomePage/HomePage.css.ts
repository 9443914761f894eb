import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const emptyLink = style({ color: vars.color.accent.text, fontWeight: vars.fontWeight.medium, textUnderlineOffset: '0.2em' });
