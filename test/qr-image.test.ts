import fc from 'fast-check';
import { PNG } from 'pngjs';
import decodeQR from 'qr/decode.js';
import { describe, expect, it } from 'vitest';
import { newOtpSecret, otpauthUri } from '../src/modules/security/otp.js';
import { qrCodePngDataUrl } from '../src/modules/security/qr-image.js';

/** What a camera reads off the image: pixels back to text. */
function scan(dataUrl: string): { width: number; height: number; text: string } {
  const image = PNG.sync.read(Buffer.from(dataUrl.slice('data:image/png;base64,'.length), 'base64'));
  return { width: image.width, height: image.height, text: decodeQR({ width: image.width, height: image.height, data: image.data }) };
}

describe('OTP enrolment QR image', () => {
  it('reads back as the otpauth URI for addresses of every length, always 240 × 240', () => {
    // Stretching the symbol to the full width made about one image in ten unreadable: this would catch it.
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const uri = otpauthUri(newOtpSecret(), 'Partner Portal', email);
        const dataUrl = qrCodePngDataUrl(uri);
        expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true);
        expect(scan(dataUrl)).toEqual({ width: 240, height: 240, text: uri });
      }),
      { numRuns: 60 },
    );
  });
});
