import { render } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { renderToStaticMarkup } from "react-dom/server"
import { ResponsiveImage, intrinsicSize } from "./responsive-image"
import { ImagePreload } from "./image-preload"

// What gatsby-plugin-image gives for `layout: FULL_WIDTH` (the home hero): the aspect ratio as width and height.
const fullWidth: IGatsbyImageData = {
  layout: "fullWidth",
  width: 1,
  height: 0.625,
  backgroundColor: "#f8f8f8",
  images: {
    fallback: {
      src: "/static/a/hero-1104.png",
      srcSet: "/static/a/hero-480.png 480w,\n/static/a/hero-768.png 768w,\n/static/a/hero-1104.png 1104w",
      sizes: "100vw",
    },
    sources: [{ type: "image/avif", srcSet: "/static/a/hero-480.avif 480w", sizes: "100vw" }],
  },
}

const constrained: IGatsbyImageData = { ...fullWidth, layout: "constrained", width: 1080, height: 675 }

// What gatsby-plugin-sharp gives with the site's `formats: ["webp"]` (config/images.ts): no <source>, the WebP srcset
// is the fallback's.
const webpOnly: IGatsbyImageData = {
  layout: "constrained",
  width: 1200,
  height: 675,
  backgroundColor: "#f8f8f8",
  images: {
    fallback: {
      src: "/static/c/cover.webp",
      srcSet: "/static/a/cover.webp 640w,\n/static/b/cover.webp 828w,\n/static/c/cover.webp 1200w",
      sizes: "(min-width: 1200px) 1200px, 100vw",
    },
    sources: [],
  },
}

describe("ResponsiveImage", () => {
  it("gives a full-width image whole-pixel width and height in its aspect ratio (the HTML checker rejects 0.625)", () => {
    expect(intrinsicSize(fullWidth)).toEqual({ width: 1104, height: 690 })
    const { container } = render(<ResponsiveImage image={fullWidth} alt="Schedule" priority />)
    const img = container.querySelector("img")!
    expect(img.getAttribute("width")).toBe("1104")
    expect(img.getAttribute("height")).toBe("690")
    expect(img.getAttribute("alt")).toBe("Schedule")
  })

  it("keeps a constrained image's own pixel size", () => {
    expect(intrinsicSize(constrained)).toEqual({ width: 1080, height: 675 })
  })

  it("draws a WebP-only image as one <img> with the WebP srcset, and preloads that srcset and sizes", () => {
    const { container } = render(<ResponsiveImage image={webpOnly} alt="A rota" sizes="736px" priority />)
    expect(container.querySelectorAll("source")).toHaveLength(0)
    const img = container.querySelector("picture > img")!
    expect(img.getAttribute("srcset")).toBe(webpOnly.images.fallback!.srcSet)
    expect(img.getAttribute("sizes")).toBe("736px")
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1200", "675"])

    const preload = renderToStaticMarkup(<ImagePreload image={webpOnly} sizes="736px" />)
    expect(preload).toBe(
      `<link rel="preload" as="image" imageSrcSet="${webpOnly.images.fallback!.srcSet!}" imageSizes="736px" fetchPriority="high"/>`,
    )
  })

  it("preloads the first <source> of an image that has one, with its type", () => {
    const preload = renderToStaticMarkup(<ImagePreload image={fullWidth} />)
    expect(preload).toBe(
      '<link rel="preload" as="image" type="image/avif" imageSrcSet="/static/a/hero-480.avif 480w" imageSizes="100vw" fetchPriority="high"/>',
    )
  })
})
