import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const fixtures = join(import.meta.dirname, '../../server/media/fixtures');

/**
 * A 12-megapixel phone photo: a real photo (the circuit board, server/media/fixtures) brought to
 * 4000x3000 with sensor-like grain, as a phone writes it (quality 90, stored sideways with EXIF
 * orientation 6). No freely licensed 12-MP photo is on this machine; the grain gives the encoders the
 * fine detail an upscaled picture lacks.
 */
export async function phonePhoto(): Promise<Buffer> {
  const base = await sharp(readFileSync(join(fixtures, 'circuit-board.jpg'))).resize(4000, 3000, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
  const grain = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 10 } } }).raw().toBuffer();
  for (let i = 0; i < base.data.length; i++) base.data[i] = Math.max(0, Math.min(255, base.data[i] + grain[i] - 128));
  return sharp(base.data, { raw: base.info }).rotate(-90).jpeg({ quality: 90 }).withMetadata({ orientation: 6 }).toBuffer();
}

