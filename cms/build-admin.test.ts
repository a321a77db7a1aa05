/**
 * @jest-environment node
 */
// esbuild, which build-admin.ts loads, refuses jsdom's Buffer.
import { adminHtml } from "./build-admin"

describe("the editor's page", () => {
  it("writes the product name from content/site.yaml as text, not markup", () => {
    const html = adminHtml("cms-ABC.js", 'Acme <script>alert("x")</script> & Co')
    expect(html).toContain(
      "<title>Acme &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co content editor</title>",
    )
    expect(html).not.toContain("<script>alert")
  })
})
