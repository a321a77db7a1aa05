// In the page's <Head>, which the browser renders too: a module of its own, without the image's styles
// (responsive-image.tsx), so a page's JavaScript carries no CSS-in-JS runtime for it.
import type { IGatsbyImageData } from "gatsby-plugin-image"

/**
 * <link rel="preload"> for a priority image, for the page's <Head>: the first (best) format with the
 * same srcset and sizes as the <picture>, so the browser fetches the one file it will show, early and
 * at high priority. Browsers that cannot decode the format skip it.
 */
export function ImagePreload({ image, sizes }: { image: IGatsbyImageData; sizes?: string }) {
  const source = image.images.sources?.[0]
  if (!source) return null
  return (
    <link
      rel="preload"
      as="image"
      type={source.type}
      imageSrcSet={source.srcSet}
      imageSizes={sizes ?? source.sizes}
      fetchPriority="high"
    />
  )
}
