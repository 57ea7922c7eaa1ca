// A certificate file's type, decided from its first bytes (its "magic number"), never from its name.

const SIGNATURES: { type: string; bytes: number[]; offset?: number }[] = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38] }, // GIF8
  { type: 'image/tiff', bytes: [0x49, 0x49, 0x2a, 0x00] }, // little-endian TIFF
  { type: 'image/tiff', bytes: [0x4d, 0x4d, 0x00, 0x2a] }, // big-endian TIFF
  { type: 'image/webp', bytes: [0x57, 0x45, 0x42, 0x50], offset: 8 }, // RIFF....WEBP
];

export function detectFileType(contents: Buffer): string | null {
  return SIGNATURES.find((s) => s.bytes.every((b, i) => contents[(s.offset ?? 0) + i] === b))?.type ?? null;
}
