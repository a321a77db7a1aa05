/**
 * @jest-environment node
 * @jsxImportSource @emotion/react
 */
// Node, not jsdom: react-dom/server's renderToPipeableStream is in its Node build only.
import { Suspense, type ReactNode } from "react"
import { Writable } from "stream"
import { renderToPipeableStream } from "react-dom/server"
import { css } from "@emotion/react"
import { checkGatsbyVersion, checkRenderedBody, renderPage, replaceRenderer } from "./render-page"

/** A page whose second Suspense boundary starts well after React's 12,800-byte chunk size. */
function bigPage(): ReactNode {
  const paragraphs = (n: number, label: string) =>
    Array.from({ length: n }, (_, i) => <p key={i}>{`${label} ${i} `.repeat(20)}</p>)
  return (
    <div>
      <Suspense fallback={<p>loading</p>}>
        <main>{paragraphs(80, "main")}</main>
      </Suspense>
      <Suspense fallback={<p>loading</p>}>
        <footer css={css({ color: "rebeccapurple" })}>{paragraphs(20, "footer")}</footer>
      </Suspense>
    </div>
  )
}

/** Gatsby 5.16's own renderer (cache-dir/static-entry.js): wait for everything, no chunk-size option. */
function renderLikeGatsby(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = ""
    const sink = new Writable({
      write(chunk: Buffer, _encoding, next) {
        html += chunk.toString()
        next()
      },
      final(done) {
        resolve(html)
        done()
      },
    })
    const { pipe } = renderToPipeableStream(element, { onAllReady: () => pipe(sink), onError: reject })
  })
}

describe("the page renderer (Gatsby 5.16.x, React 19.2+)", () => {
  it("React still outlines a completed boundary past 12,800 bytes when rendered as Gatsby does (why this renderer exists)", async () => {
    // When this fails, React no longer outlines a render that waited for onAllReady: see docs/upgrading.md.
    expect(await renderLikeGatsby(bigPage())).toMatch(/<div hidden id="S:/)
  })

  it("writes every boundary in place and puts Emotion's rules in <head>", async () => {
    const { html, styles } = await renderPage(bigPage())
    expect(() => checkRenderedBody(html, "/big")).not.toThrow()
    expect(html).toContain("footer 19")
    expect(styles.length).toBeGreaterThan(0)
    // Marked as Emotion marks server styles it has already moved to <head>, so its cache does not move them again.
    for (const style of styles) expect((style as { props: Record<string, unknown> }).props["data-s"]).toBe("")
  })

  it("accepts Gatsby 5.16.x and fails the build on any other version", () => {
    expect(() => checkGatsbyVersion("5.16.1")).not.toThrow()
    expect(() => checkGatsbyVersion("5.16.12")).not.toThrow()
    for (const version of ["5.17.0", "6.0.0", "5.1.16"])
      expect(() => checkGatsbyVersion(version)).toThrow(/render-page\.tsx.*Gatsby is .*static-entry\.js/)
  })

  it("fails the build on a page with an outlined boundary or a <style> in its body", async () => {
    const outlined = await renderLikeGatsby(bigPage())
    expect(() => checkRenderedBody(outlined, "/big")).toThrow(/\/big: React outlined a Suspense boundary/)
    expect(() => checkRenderedBody('<div><style data-emotion="css 1">.a{}</style></div>', "/styled")).toThrow(
      /\/styled: a <style> element is in the body/,
    )
  })

  it("fails the build when Gatsby calls it without the arguments it uses", async () => {
    const call = replaceRenderer as unknown as (args: Record<string, unknown>) => Promise<void>
    await expect(call({ bodyComponent: <p>x</p>, setHeadComponents: () => {}, pathname: "/" })).rejects.toThrow(
      /without bodyComponent, replaceBodyHTMLString/,
    )
    let body = ""
    await call({
      bodyComponent: <p>x</p>,
      setHeadComponents: () => {},
      replaceBodyHTMLString: (html: string) => (body = html),
      pathname: "/",
    })
    expect(body).toBe("<p>x</p>")
  })
})
