/**
 * Scales an image the operator picked before it is uploaded: the hub only checks an image's header
 * and never decodes it (src/server/site/media.ts), so a 12-megapixel phone photo becomes a small file
 * here, in the panel's browser. Photos go as JPEG; logos keep their transparency as PNG.
 */
export async function scaleImage(
  file: Blob,
  maxSide: number,
  type: 'image/jpeg' | 'image/png' = 'image/jpeg',
): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('no 2d canvas');
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(bitmap, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (b) => (b ? resolve(b) : reject(new Error('the image could not be encoded'))),
        type,
        0.88,
      ),
    );
  } finally {
    bitmap.close();
  }
}
