import { createHash, randomBytes } from 'node:crypto';

/**
 * Default avatars drawn by this server (no third-party host): a symmetric 5x5 pattern on a soft
 * background, derived from a seed. Only hash bits go into the SVG, never request text.
 */
export function avatarSvg(seed: string): string {
  const h = createHash('sha256').update(seed).digest();
  const hue = Math.round((h[0] / 255) * 360);
  const fg = `hsl(${hue} 55% 45%)`;
  const bg = `hsl(${(hue + 30) % 360} 60% 92%)`;
  let cells = '';
  for (let y = 0; y < 5; y++) {
    for (let x = 0; x < 3; x++) {
      if ((h[1 + y * 3 + x] & 1) === 0) continue;
      for (const cx of x === 2 ? [2] : [x, 4 - x]) cells += `<rect x="${10 + cx * 16}" y="${10 + y * 16}" width="16" height="16"/>`;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100"><rect width="100" height="100" fill="${bg}"/><g fill="${fg}">${cells}</g></svg>`;
}

export const AVATAR_SEED = /^[A-Za-z0-9_-]{1,64}$/;
export const newAvatarPath = () => `/api/avatar/${randomBytes(9).toString('base64url')}.svg`;
