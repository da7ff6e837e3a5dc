import { parseContent, slideSchema } from "./schema";

export const slides = parseContent("app/content/slides.ts", slideSchema, [
  {
    image: "slide-bold-vision",
    caption: "Bold Vision",
    alt: "Illustration of a small fishing boat heading out at dawn off the Eyl coast",
  },
  {
    image: "slide-blue-economy",
    caption: "Blue Economy",
    alt: "Illustration of workers preparing fish in a processing hall beside the ocean",
  },
  {
    image: "slide-better-future",
    caption: "Better Future",
    alt: "Illustration of a cold store and a container ship loaded with seafood for export",
  },
]);
