import sharp from 'sharp';

/** A small deterministic random generator, so the demo looks the same on every machine. */
export function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

function hsl(h: number, s: number, l: number): [number, number, number] {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

/**
 * A pleasant picture: a diagonal two-colour gradient with soft circles and a low hill line, drawn
 * locally (no network). Used for banners (1600x900), inline images and avatars.
 */
export async function picture(seed: number, width: number, height: number, round = false): Promise<Buffer> {
  const r = rng(seed * 7919 + 17);
  const hue = r() * 360;
  const c1 = hsl(hue, 0.65, 0.62);
  const c2 = hsl((hue + 40 + r() * 80) % 360, 0.6, 0.45);
  const circles = Array.from({ length: 3 + Math.floor(r() * 4) }, () => ({
    x: r() * width,
    y: r() * height * 0.8,
    rad: (0.08 + r() * 0.22) * Math.min(width, height),
    col: hsl((hue + 180 + r() * 60) % 360, 0.7, 0.75),
    a: 0.25 + r() * 0.35,
  }));
  const hill = { amp: height * (0.05 + r() * 0.08), base: height * (0.7 + r() * 0.12), freq: (1 + r() * 2) * Math.PI * 2, phase: r() * 6 };
  const hillCol = hsl((hue + 200) % 360, 0.35, 0.25);
  const data = Buffer.alloc(width * height * 3);
  const cx = width / 2;
  const cy = height / 2;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      let R = c1[0] + (c2[0] - c1[0]) * t;
      let G = c1[1] + (c2[1] - c1[1]) * t;
      let B = c1[2] + (c2[2] - c1[2]) * t;
      for (const c of circles) {
        const dx = x - c.x;
        const dy = y - c.y;
        if (dx * dx + dy * dy < c.rad * c.rad) {
          R += (c.col[0] - R) * c.a;
          G += (c.col[1] - G) * c.a;
          B += (c.col[2] - B) * c.a;
        }
      }
      if (y > hill.base + Math.sin((x / width) * hill.freq + hill.phase) * hill.amp) {
        R += (hillCol[0] - R) * 0.55;
        G += (hillCol[1] - G) * 0.55;
        B += (hillCol[2] - B) * 0.55;
      }
      if (round) {
        const d = Math.hypot(x - cx, y - cy);
        if (d > Math.min(cx, cy)) [R, G, B] = [255, 255, 255];
      }
      const i = (y * width + x) * 3;
      data[i] = R;
      data[i + 1] = G;
      data[i + 2] = B;
    }
  }
  // Encoded by sharp (native, one filter): pngjs tried every row filter in JavaScript, which was most
  // of the seed's own CPU.
  return sharp(data, { raw: { width, height, channels: 3 } }).png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer();
}
