/**
 * Photos made smaller on the device before they are kept or sent: a phone's camera picture (4000
 * px, 3–8 MB) becomes at most PHOTO_MAX_SIDE px on its long side as a JPEG, a few hundred KB — what
 * a report shows, and what a weak signal in a field can send. Anything else (PNG drawings, videos,
 * documents, a picture already small) is kept as it is, and so is a picture the browser cannot
 * decode or whose smaller copy would not be smaller.
 */
export const PHOTO_MAX_SIDE = 1920;
const MIN_BYTES = 512 * 1024;
const QUALITY = 0.82;

export async function compressPhoto(file: File): Promise<File> {
  if (file.type !== 'image/jpeg' || file.size < MIN_BYTES || typeof createImageBitmap !== 'function' || typeof document === 'undefined') return file;
  try {
    // from-image: the picture turned upright as the camera's EXIF says, as a person saw it.
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const scale = Math.min(1, PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY));
    return blob && blob.size < file.size ? new File([blob], file.name, { type: 'image/jpeg', lastModified: file.lastModified }) : file;
  } catch {
    return file;
  }
}
