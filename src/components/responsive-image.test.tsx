import { render } from "@testing-library/react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ResponsiveImage, intrinsicSize } from "./responsive-image"

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
})
