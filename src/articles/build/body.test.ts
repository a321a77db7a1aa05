import type { IGatsbyImageData } from "gatsby-plugin-image"
import { articleBody, headingSlugger, relativeImageSources } from "./body"

const image: IGatsbyImageData = {
  layout: "constrained",
  width: 1200,
  height: 700,
  backgroundColor: "#eeeeee",
  images: {
    fallback: {
      src: "/static/h/figure.png",
      srcSet: "/static/h/figure.png 640w,\n/static/h/figure-1200.png 1200w",
      sizes: "736px",
    },
    sources: [{ type: "image/avif", srcSet: "/static/h/figure.avif 1200w", sizes: "736px" }],
  },
}

describe("an article's body", () => {
  const html = `<p>Intro.<sup id="fnref-1"><a href="#fn-1" class="footnote-ref">1</a></sup></p>
<h2>Why fair?</h2><p><img src="./figure-1.png" alt="A chart of demand"></p>
<h2>Why fair?</h2><h3>Details &amp; more</h3><h2>Last</h2>
<div class="footnotes"><ol><li id="fn-1">Note.<a href="#fnref-1" class="footnote-backref">↩</a></li></ol></div>`
  const body = articleBody(html, new Map([["./figure-1.png", image]]))

  it("lists the relative images once", () => {
    expect(relativeImageSources(html + '<img src="./figure-1.png"><img src="/static/x.png">')).toEqual([
      "./figure-1.png",
    ])
  })

  it("renders an image beside the post as a static picture with width, height and alt, alone in a figure", () => {
    expect(body.html).toContain('<figure class="article-figure"><picture class="article-image"')
    expect(body.html).toContain('<source type="image/avif" srcset="/static/h/figure.avif 1200w" sizes="736px">')
    expect(body.html).toMatch(
      /<img src="\/static\/h\/figure.png"[^>]* width="1200" height="700" alt="A chart of demand"/,
    )
    expect(body.html).not.toContain("./figure-1.png")
  })

  it("gives each h2 and h3 a unique id and a link to itself; the h2s are the table of contents", () => {
    expect(body.html).toContain('<h2 id="why-fair"><a class="heading-anchor" href="#why-fair">Why fair?</a></h2>')
    expect(body.html).toContain('<h2 id="why-fair-2">')
    expect(body.html).toContain('<h3 id="details-more">')
    expect(body.headings).toEqual([
      { id: "why-fair", text: "Why fair?" },
      { id: "why-fair-2", text: "Why fair?" },
      { id: "last", text: "Last" },
    ])
  })

  it("labels footnote back links", () => {
    expect(body.html).toContain('aria-label="Back to the text of note 1"')
  })

  it("slugs like GitHub's anchors", () => {
    const slug = headingSlugger()
    expect([slug("Überstunden: 48 h/week"), slug(""), slug("")]).toEqual([
      "uberstunden-48-hweek",
      "section",
      "section-2",
    ])
  })
})
