// Makes the app icons from public/icons/icon.svg once; the PNGs are committed. Run again after
// changing the SVG: node shell/generate-icons.mjs
import path from 'node:path';
import sharp from 'sharp';

const dir = path.join(import.meta.dirname, 'public/icons');
const svg = path.join(dir, 'icon.svg');
for (const size of [192, 512]) await sharp(svg, { density: 300 }).resize(size, size).png({ compressionLevel: 9 }).toFile(path.join(dir, `icon-${size}.png`));
// iOS ignores the manifest's icons and draws no rounded corners of its own onto a transparent one: a square, full-bleed 180 px icon.
await sharp(svg, { density: 300 }).resize(180, 180).flatten({ background: '#013220' }).png({ compressionLevel: 9 }).toFile(path.join(dir, 'apple-touch-icon.png'));
