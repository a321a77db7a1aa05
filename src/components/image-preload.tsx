// In the page's <Head>, which the browser renders too: a module of its own, without the image's styles
// (responsive-image.tsx), so a page's JavaScript carries no CSS-in-JS runtime for it.
import type { IGatsbyImageData } from "gatsby-plugin-image"

/**
 * <link rel="preload"> for a priority image, for the page's <Head>: the first (best) format with the
 * same srcset and sizes as the <picture>, so the browser fetches the one file it will show, early and
 * at high priority. Browsers that cannot decode a <source>'s format skip its preload; an image with no
 * <source> preloads the <img>'s own srcset.
 */
export function ImagePreload({ image, sizes }: { image: IGatsbyImageData; sizes?: string }) {
  const source = image.images.sources?.[0]
  const fallback = image.images.fallback
  if (!source && !fallback?.srcSet) return null
  return (
    <link
      rel="preload"
      as="image"
      {...(source ? { type: source.type } : {})}
      imageSrcSet={source?.srcSet ?? fallback?.srcSet}
      imageSizes={sizes ?? source?.sizes ?? fallback?.sizes}
      fetchPriority="high"
    />
  )
}
