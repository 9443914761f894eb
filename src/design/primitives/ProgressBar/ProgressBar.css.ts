import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens';

export const track = style({ display: 'block', height: vars.space['1'], width: vars.space['20'], borderRadius: vars.radius.full, background: vars.color.accent.soft, overflow: 'hidden' });
export const bar = style({ display: 'block', height: '100%', background: vars.color.accent.solid, transition: `width ${vars.duration.normal} ${vars.easing.standard}` });
