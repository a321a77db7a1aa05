// The site paths an article's text links to, each with the words a reader sees, so that a link leading nowhere is
// named as the check after the build names one (its page, its text, its address, its file).
import { sitePathsLinked } from "./check"

describe("sitePathsLinked", () => {
  it("finds inline, reference and HTML links to site paths with their text, outside code", () => {
    const markdown = [
      'See ![a figure](./figure.png) and [the rota page](/rotas); [a [bracketed] word](/pricing#plans "Plans").',
      "",
      "[plans]: /pricing",
      "",
      '<a href="/about" class="more">About\n  us</a>, `[code](/not-a-link)`, [elsewhere](https://example.com), [cdn](//cdn.example.com/x).',
      "",
      "```",
      "[fenced](/not-either)",
      "```",
    ].join("\n")
    expect(sitePathsLinked(markdown)).toEqual([
      { href: "/rotas", text: "the rota page" },
      { href: "/pricing#plans", text: "a [bracketed] word" },
      { href: "/pricing", text: "plans" },
      { href: "/about", text: "About us" },
    ])
  })
})
