/** Every picture is rendered at these widths (px), in AVIF and WebP, at a 4:3 aspect ratio. */
export const IMAGE_WIDTHS = [400, 800, 1200] as const;
export const IMAGE_ASPECT = { width: 4, height: 3 } as const;
export const IMAGE_FORMATS = ["avif", "webp"] as const;
export const IMAGE_BASE = "/generated/images";
/** Shown whenever a picture fails to load. */
export const FALLBACK_IMAGE = `${IMAGE_BASE}/fallback.svg`;

export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export function imageUrl(name: string, width: number, format: ImageFormat): string {
  return `${IMAGE_BASE}/${name}-${width}.${format}`;
}

export function imageSrcSet(name: string, format: ImageFormat): string {
  return IMAGE_WIDTHS.map((width) => `${imageUrl(name, width, format)} ${width}w`).join(", ");
}

/** Height in px of a picture rendered `width` px wide. */
export function imageHeight(width: number): number {
  return Math.round((width * IMAGE_ASPECT.height) / IMAGE_ASPECT.width);
}
