// Draws the installed app's icons (the web app manifest's, vite.config.ts) from public/icon.svg into dist/icons: PNGs
// at the sizes browsers ask for (192 and 512 px; 180 px for iOS's home screen), and a maskable one, whose glyph sits
// within the middle 80% (the part every launcher's mask keeps) on a background that fills the square.
import { mkdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const BRAND = '#3b55e6';
const dist = fileURLToPath(new URL('../dist/icons/', import.meta.url));
const svg = await readFile(new URL('../public/icon.svg', import.meta.url));
await mkdir(dist, { recursive: true });

const drawn = (size) => sharp(svg, { density: 72 * (size / 512) * 4 }).resize(size, size);
for (const size of [180, 192, 512]) await drawn(size).png().toFile(`${dist}icon-${size}.png`);
await sharp({ create: { width: 512, height: 512, channels: 4, background: BRAND } })
  .composite([{ input: await drawn(410).png().toBuffer(), gravity: 'center' }])
  .png()
  .toFile(`${dist}maskable-512.png`);
