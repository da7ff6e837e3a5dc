import { useEffect, useRef, useState } from "react";
import { preload } from "react-dom";

import { cn } from "~/lib/cn";
import { FALLBACK_IMAGE, IMAGE_WIDTHS, imageHeight, imageSrcSet, imageUrl } from "~/lib/images";

const DEFAULT_WIDTH = IMAGE_WIDTHS[1];

interface PictureProps {
  /** Base name of the artwork or photograph, e.g. "king-fish". */
  name: string;
  alt: string;
  /** The `sizes` attribute: how wide the picture is shown at each viewport width. */
  sizes: string;
  /**
   * The page's largest picture above the fold: announced in the page's head (a preload with the
   * same candidates and sizes), loaded eagerly with high priority. Others load lazily.
   */
  priority?: boolean;
  /**
   * With `priority`: the screens on which it is above the fold (a media query). Elsewhere it is
   * below the fold: not announced, and loaded at once but at low priority, so it does not compete
   * with what the first screen shows there.
   */
  priorityMedia?: string;
  className?: string;
}

/** A 4:3 responsive picture (AVIF, WebP) that swaps to the local fallback if it fails to load. */
export function Picture({
  name,
  alt,
  sizes,
  priority = false,
  priorityMedia,
  className,
}: PictureProps) {
  if (priority) {
    preload(imageUrl(name, DEFAULT_WIDTH, "avif"), {
      as: "image",
      type: "image/avif",
      imageSrcSet: imageSrcSet(name, "avif"),
      imageSizes: sizes,
      fetchPriority: "high",
      media: priorityMedia,
    });
  }
  const [failed, setFailed] = useState(false);
  const imgRef = useRef<HTMLImageElement>(null);

  // An error that happened before hydration fired no React handler: check once on mount.
  useEffect(() => {
    const img = imgRef.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  const common = {
    width: DEFAULT_WIDTH,
    height: imageHeight(DEFAULT_WIDTH),
    className: cn("h-auto w-full object-cover", className),
    decoding: "async" as const,
  };

  if (failed) return <img {...common} alt={alt} src={FALLBACK_IMAGE} data-fallback="" />;

  return (
    // A block of the picture's own 4:3 shape, which holds its place while a lazy picture waits
    // for the first paint (app.css).
    <picture className="block aspect-[4/3]">
      <source type="image/avif" srcSet={imageSrcSet(name, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcSet(name, "webp")} sizes={sizes} />
      <img
        {...common}
        alt={alt}
        ref={imgRef}
        src={imageUrl(name, DEFAULT_WIDTH, "webp")}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? (priorityMedia ? "low" : "high") : undefined}
        onError={() => setFailed(true)}
      />
    </picture>
  );
}
