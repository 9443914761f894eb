import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../tokens';

// Layout helpers for stories and docs pages only (not exported to the app).
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'], alignItems: 'flex-start' });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'center' });
export const matrix = style({
  display: 'grid',
  gridTemplateColumns: 'max-content repeat(4, max-content)',
  gap: vars.space['3'],
  alignItems: 'center',
});
export const caption = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: vars.letterSpacing.wide,
});
export const narrow = style({ width: '100%', maxWidth: vars.size.dialog });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

// Inside a narrow column, fields take the full width.
globalStyle(`${narrow} ${stack}`, { alignItems: 'stretch' });

/** Room for an open, inline (non-portalled) menu in snapshot stories. */
export const tall = style({ minHeight: vars.size.dialog });
/** A content-wide 16:9 frame (banner stories). */
export const wideFrame = style({ width: vars.size.content, maxWidth: '100%', aspectRatio: '16 / 9', borderRadius: vars.radius.lg });
