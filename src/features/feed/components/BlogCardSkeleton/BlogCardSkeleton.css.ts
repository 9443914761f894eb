import { style } from '@vanilla-extract/css';
import { vars } from '@/design/tokens';

export const text = style({ height: '0.875rem' });
export const title = style({ height: '1.375rem' });
export const chip = style({ height: '1.5rem', borderRadius: vars.radius.full });
export const avatar = style({ width: vars.size.avatarXs, height: vars.size.avatarXs, borderRadius: vars.radius.full });
export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] });
export const trendingIndex = style({ width: '2.5rem', height: vars.fontSize['3xl'], flexShrink: 0 });
