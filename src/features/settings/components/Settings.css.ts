import { style } from '@vanilla-extract/css';
import { media, vars } from '@/design/tokens';

export const page = style({ display: 'grid', gap: vars.space['8'], width: '100%', maxWidth: vars.size.content, paddingBlock: vars.space['2'] });
export const heading = style({ margin: 0, fontFamily: vars.fontFamily.serif, fontSize: vars.fontSize['3xl'], color: vars.color.text });
export const section = style({ display: 'grid', gap: vars.space['4'] });
export const sectionTitle = style({ margin: 0, marginBottom: vars.space['2'], padding: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold, color: vars.color.text });
export const form = style({ display: 'grid', gap: vars.space['5'] });
export const twoCols = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space['4'], '@media': { [media.small]: { gridTemplateColumns: '1fr' } } });
export const actions = style({ display: 'flex', gap: vars.space['3'] });

export const picture = style({ display: 'flex', alignItems: 'center', gap: vars.space['5'], flexWrap: 'wrap' });
export const pictureFrame = style({ position: 'relative', borderRadius: vars.radius.full });
export const pictureControls = style({ display: 'grid', gap: vars.space['2'] });
export const pictureHint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const fileInput = style({ position: 'absolute', width: vars.size.hairline, height: vars.size.hairline, opacity: 0, pointerEvents: 'none' });
export const chooseLabel = style({ cursor: 'pointer' });

export const progressTrack = style({ height: vars.space['1'], width: vars.space['20'], borderRadius: vars.radius.full, background: vars.color.accent.soft, overflow: 'hidden' });
export const progressBar = style({ height: '100%', background: vars.color.accent.solid, transition: `width ${vars.duration.normal} ${vars.easing.standard}` });

export const rule = style({ border: 0, height: vars.size.hairline, background: vars.color.border, margin: 0 });
export const fieldset = style({ border: 0, padding: 0, margin: 0, display: 'grid', gap: vars.space['4'] });
