import { PNG } from 'pngjs';
import encodeQR from 'qr';

/** Width and height of the image in pixels: what the enrolment screen has always been sent. */
const IMAGE_PX = 240;
/** White modules around the symbol so a camera finds its edges. */
const QUIET_ZONE_MODULES = 2;
const BLACK = 0;
const WHITE = 255;

/**
 * `text` as a QR code (error correction M, ~15 % of the symbol recoverable) drawn into a
 * 240 × 240 greyscale PNG, as a `data:image/png;base64,…` URL an `<img>` can show.
 * Every module is the same whole number of pixels, the symbol centred in white: stretched
 * to the full width (modules 4 or 5 pixels wide), about one symbol in ten misread its version.
 */
export function qrCodePngDataUrl(text: string): string {
  const modules = encodeQR(text, 'raw', { ecc: 'medium', border: QUIET_ZONE_MODULES });
  const image = new PNG({ width: IMAGE_PX, height: IMAGE_PX, inputColorType: 0, colorType: 0, inputHasAlpha: false });
  const modulePx = Math.floor(IMAGE_PX / modules.length);
  const offset = Math.floor((IMAGE_PX - modules.length * modulePx) / 2);
  const isDark = (x: number, y: number) => modules[Math.floor((y - offset) / modulePx)]?.[Math.floor((x - offset) / modulePx)] === true;
  for (let y = 0; y < IMAGE_PX; y++) {
    for (let x = 0; x < IMAGE_PX; x++) image.data[y * IMAGE_PX + x] = isDark(x, y) ? BLACK : WHITE;
  }
  const png = PNG.sync.write(image, { inputColorType: 0, colorType: 0, inputHasAlpha: false });
  return `data:image/png;base64,${png.toString('base64')}`;
}
