import { GONE_PAGE, planRedirects, redirectSiteProblems, ruleFor, type RedirectEntry } from "./redirect-rules"

const entry = (from: string, to: string | undefined, n: number, type: RedirectEntry["type"] = "permanent") => ({
  from,
  to,
  type,
  source: `content/redirects.yaml: redirect ${n} (from ${from})`,
})

describe("planRedirects", () => {
  it("writes permanent, temporary and gone entries as 301, 302 and 410 to the site's page", () => {
    const plan = planRedirects([
      entry("/old", "/pricing", 1),
      entry("/sale", "/pricing?from=sale", 2, "temporary"),
      entry("/campaign", undefined, 3, "gone"),
    ])
    expect(plan.errors).toEqual([])
    expect(plan.rules.map(({ from, to, status }) => [from, to, status])).toEqual([
      ["/old", "/pricing", 301],
      ["/sale", "/pricing?from=sale", 302],
      ["/campaign", GONE_PAGE, 410],
    ])
  })

  it("stops a loop, naming the entry and the round", () => {
    const plan = planRedirects([entry("/a", "/b", 1), entry("/b", "/a", 2)])
    expect(plan.rules).toEqual([])
    expect(plan.errors).toEqual([
      "content/redirects.yaml: redirect 1 (from /a): the redirect from /a goes round in a loop (/a → /b → /a); point one of them at a page",
      "content/redirects.yaml: redirect 2 (from /b): the redirect from /b goes round in a loop (/b → /a → /b); point one of them at a page",
    ])
    expect(planRedirects([entry("/a", "/a/", 1)]).errors).toHaveLength(1)
  })

  it("collapses a chain to its end, with a warning naming the entry", () => {
    const plan = planRedirects([entry("/a", "/b", 1), entry("/b", "/c", 2), entry("/c", "/pricing", 3)])
    expect(plan.errors).toEqual([])
    expect(ruleFor(plan.rules, "/a")?.to).toBe("/pricing")
    expect(ruleFor(plan.rules, "/b/")?.to).toBe("/pricing")
    expect(plan.warnings[0]).toBe(
      'content/redirects.yaml: redirect 1 (from /a): the redirect from /a leads to /b, which redirects too (/a → /b → /c → /pricing); it is written straight to /pricing: change its "to" to /pricing',
    )
    expect(plan.warnings).toHaveLength(2)
  })

  it("refuses the Functions, the editor and the telemetry proxies, and a second entry for one address", () => {
    const plan = planRedirects([
      entry("/api/earlyaccess", "/contact", 1),
      entry("/admin", "/", 2),
      entry("/relay-7f3/e", "/", 3),
      entry("/_axiom/logs", "/", 4),
      entry("/x", "/", 5),
      entry("/x", "/pricing", 6),
    ])
    expect(plan.errors).toEqual([
      expect.stringMatching(/^content\/redirects\.yaml: redirect 1 \(from \/api\/earlyaccess\): .*\/api\/\*/),
      expect.stringMatching(/^content\/redirects\.yaml: redirect 2 \(from \/admin\): /),
      expect.stringMatching(/^content\/redirects\.yaml: redirect 3 \(from \/relay-7f3\/e\): /),
      expect.stringMatching(/^content\/redirects\.yaml: redirect 4 \(from \/_axiom\/logs\): /),
      "content/redirects.yaml: redirect 6 (from /x): /x is already redirected by content/redirects.yaml: redirect 5 (from /x); keep one of the two",
    ])
    expect(plan.rules.map((rule) => rule.from)).toEqual(["/x"])
  })
})

describe("redirectSiteProblems", () => {
  const site = {
    isPage: (route: string) => ["/", "/pricing"].includes(route),
    isFile: (route: string) => route === "/a.pdf",
  }
  it("names a redirect over a built page and one to an address the build does not make", () => {
    const { rules } = planRedirects([
      entry("/pricing", "/", 1),
      entry("/old", "/no-such-page#x", 2),
      entry("/doc", "/a.pdf", 3),
      entry("/far", "https://example.org/x", 4),
    ])
    expect(redirectSiteProblems(rules, site)).toEqual([
      "content/redirects.yaml: redirect 1 (from /pricing): the redirect from /pricing would hide a page the site still builds at that address; remove the redirect or the page",
      "content/redirects.yaml: redirect 2 (from /old): the redirect from /old leads to /no-such-page#x, which the build does not make (no page, no file)",
    ])
  })
})
