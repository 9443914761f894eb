import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const picker = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], fontSize: vars.fontSize.sm, color: vars.color.textMuted });
