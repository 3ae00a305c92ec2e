import { LISTING_PHOTO_HEIGHT, LISTING_PHOTO_WIDTH } from '@harbour/shared';

/** A rectangle of the source image in its own pixels (react-easy-crop's `croppedAreaPixels`). */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Spec 3 §5: 16:9; the 854×480 output is the nearest whole-pixel size (0.1 % wider). */
export const CROP_ASPECT = 16 / 9;

/** The largest centred 16:9 area of an image (the crop before the user moves or zooms it). */
export function centredArea(imageWidth: number, imageHeight: number): CropArea {
  const width = Math.min(imageWidth, imageHeight * CROP_ASPECT);
  const height = width / CROP_ASPECT;
  return { x: (imageWidth - width) / 2, y: (imageHeight - height) / 2, width, height };
}

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('image_invalid'));
    image.src = src;
  });
}

/**
 * Draws `area` of the image onto an 854×480 canvas filled with `background` first. Zoomed out below 1,
 * the area reaches past the image: only the part over the image is drawn, so the rest shows the
 * background colour (the listing form rules).
 */
export function drawCrop(image: HTMLImageElement, area: CropArea, background: string): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = LISTING_PHOTO_WIDTH;
  canvas.height = LISTING_PHOTO_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('image_invalid');
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, canvas.width, canvas.height);

  const scaleX = canvas.width / area.width;
  const scaleY = canvas.height / area.height;
  const sx = Math.max(0, area.x);
  const sy = Math.max(0, area.y);
  const ex = Math.min(image.naturalWidth, area.x + area.width);
  const ey = Math.min(image.naturalHeight, area.y + area.height);
  if (ex > sx && ey > sy) {
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(
      image,
      sx,
      sy,
      ex - sx,
      ey - sy,
      (sx - area.x) * scaleX,
      (sy - area.y) * scaleY,
      (ex - sx) * scaleX,
      (ey - sy) * scaleY,
    );
  }
  return canvas;
}

/** The crop as an 854×480 PNG file named after the original ("shop.jpg" → "shop.png"). */
export async function cropToFile(
  src: string,
  area: CropArea | null,
  background: string,
  originalName: string,
): Promise<File> {
  const image = await loadImage(src);
  // Before the cropper has measured itself (or without layout) there is no area yet: the centred one.
  const usable = area && area.width > 0 && area.height > 0 ? area : null;
  const canvas = drawCrop(image, usable ?? centredArea(image.naturalWidth, image.naturalHeight), background);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error('image_invalid');
  const base = originalName.replace(/\.[^.]+$/, '') || 'photo';
  return new File([blob], `${base}.png`, { type: 'image/png' });
}
