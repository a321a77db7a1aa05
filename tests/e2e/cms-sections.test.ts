// A landing page made in the writers' editor (/admin, `npm run cms -- --git` on a temporary clone, in Chromium): a
// writer creates a page from a hero, pricing, questions and the request form, drags the questions above the pricing,
// and publishes it (one commit of one new file in the clone's main, which the content schema accepts). The site built
// from that file then shows the sections in that order at 390 and 1280 px, with no axe violation, no W3C Nu HTML
// Checker error and nothing shifting while it loads and scrolls (CLS 0).
// In the same session the writer changes an existing landing page's address and publishes: the old address joins the
// page's former addresses in that one commit, and the same build redirects it (301 on `npm run serve` and in
// _redirects) and records it in the list of published addresses.
import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import yaml from "js-yaml"
import AxeBuilder from "@axe-core/playwright"
import type { Browser, Locator, Page } from "playwright-core"
import { launchBrowser } from "../../harness/browser"
import { cloneRepository, git, startEditor, WriterSession, type RunningEditor } from "../../harness/cms"
import { startServer, type RunningServer } from "../../harness/server"
import { makeTempSite, ROOT } from "../../harness/temp-site"
import { validateFrontmatter } from "../../schema/validate"
import { buildSite } from "../helpers/site-build"
import { nuErrors } from "../helpers/nu-checker"
import { EARLY_ACCESS_TOPICS } from "../../contracts/early-access"
import { ENGLISH_FORM } from "../helpers/form-words"
import { languagesOf } from "../../schema/languages"
import { writtenDate } from "../../src/languages/written-date"

const FORM_COPY = ENGLISH_FORM.form

let browser: Browser
let editor: RunningEditor
let writer: WriterSession
let repo = ""
/** The site built from the published page, and its server. */
let site = ""
let server: RunningServer | undefined

beforeAll(async () => {
  repo = cloneRepository()
  ;[editor, browser] = await Promise.all([startEditor(repo), launchBrowser()])
  writer = await WriterSession.start(browser, editor)
}, 120_000)

afterAll(async () => {
  await server?.stop()
  await browser?.close()
  await editor?.stop()
  for (const dir of [repo, site]) if (dir) fs.rmSync(dir, { recursive: true, force: true })
})

const PAGE = {
  title: "Shiftwise for clinics",
  slug: "/for/clinics",
  file: "content/pages/shiftwise-for-clinics.md",
  description:
    "Rotas, clock-ins and timesheets for clinics and their night shifts: plan cover in minutes, keep every shift staffed, pay for the hours worked.",
  hero: { heading: "Every clinic shift covered", text: "Plan nurses' and doctors' rotas in minutes, nights included." },
  faq: {
    heading: "Questions clinics ask",
    question: "Can nurses swap night shifts?",
    answer: "Yes. A swap goes to the ward manager, who approves it with the same rest-period checks.",
  },
  form: { heading: "Try it in your clinic" },
}
/** An existing landing page whose address the writer changes. */
const RENAMED = {
  entry: "for-hospitality",
  file: "content/pages/for-hospitality.md",
  from: "/for/hospitality",
  to: "/for/hotels-and-restaurants",
}

/** A Hindi landing page a writer edits in its own collection, beside the English ones. */
const HINDI = {
  collection: "landing-pages--hi",
  entry: "for-retail",
  file: "content/pages/hi/for-retail.md",
  english: "content/pages/for-retail.md",
  slug: "/hi/for/retail",
  heading: "हर स्टोर का रोस्टर, भीड़ के घंटों के हिसाब से",
  /** A feature its features section names (shift-swaps), as content/hi/features.yaml calls it. */
  feature: "शिफ़्ट की अदला-बदली और खाली शिफ़्टें",
}

/** The pricing section has no heading of its own: it shows pricing.yaml's. */
const pricingHeading = () =>
  (yaml.load(fs.readFileSync(path.join(ROOT, "content/pricing.yaml"), "utf8")) as { heading: string }).heading

/** The editor's sections, top to bottom: each item of the typed list (its type's label above its bar). */
const sectionItems = (page: Page): Locator =>
  page.locator('xpath=//div[label][div/div[@aria-roledescription="sortable"]]')

/** Drags the `from`th section's handle onto the `to`th's, as a writer does with the mouse. */
async function dragSection(page: Page, from: number, to: number): Promise<void> {
  const handle = (index: number) =>
    sectionItems(page).nth(index).locator('xpath=./div/div[@aria-roledescription="sortable"]')
  const start = (await handle(from).boundingBox())!
  const end = (await handle(to).boundingBox())!
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2)
  await page.mouse.down()
  // In steps: the list's sensor starts a drag after 4 px, and then follows the pointer.
  for (let step = 1; step <= 10; step++)
    await page.mouse.move(
      start.x + start.width / 2,
      start.y + start.height / 2 + ((end.y - start.y) * step) / 10 - Math.sign(end.y - start.y) * 4,
    )
  await page.mouse.up()
}

/** The types' labels of the editor's sections, top to bottom. */
const sectionLabels = async (page: Page) =>
  (await sectionItems(page).locator("xpath=./label").allTextContents()).map((label) => label.trim())

describe("a landing page made in the writers' editor", () => {
  it("is created from a hero, pricing, questions and the form, reordered by dragging, and published as one file", async () => {
    const page = await writer.open("#/collections/landing-pages/new")
    await page.getByLabel("Title", { exact: true }).fill(PAGE.title)
    await page.getByLabel("Address (slug)", { exact: true }).fill(PAGE.slug)
    await page.getByLabel("Description", { exact: true }).fill(PAGE.description)
    for (const type of ["Hero", "Pricing", "Questions and answers", "Early-access form"]) {
      await page.getByRole("button", { name: "Add section" }).click()
      await page.getByRole("menuitem", { name: type, exact: true }).click()
    }
    const [hero, , faq, form] = [0, 1, 2, 3].map((index) => sectionItems(page).nth(index))
    // The hero centred (no picture), its heading, text and main button.
    await hero!.getByLabel("Layout").click()
    await page.getByRole("option", { name: "centred", exact: true }).click()
    await hero!.getByLabel("Heading", { exact: true }).fill(PAGE.hero.heading)
    await hero!.getByLabel("Text", { exact: true }).fill(PAGE.hero.text)
    await hero!.getByLabel("Label").first().fill("Ask for early access")
    await hero!.getByLabel("Link to").first().fill("/invite")
    await faq!.getByLabel("Heading", { exact: true }).fill(PAGE.faq.heading)
    await faq!.getByRole("button", { name: "Add question" }).click()
    await faq!.getByLabel("Question", { exact: true }).fill(PAGE.faq.question)
    await faq!.getByLabel("Answer", { exact: true }).fill(PAGE.faq.answer)
    await form!.getByLabel("Heading", { exact: true }).fill(PAGE.form.heading)

    // Collapsed, each section shows its summary; the writer drags the questions above the pricing.
    await page.getByRole("button", { name: "Collapse" }).first().click()
    await sectionItems(page).nth(2).getByText(PAGE.faq.heading).waitFor()
    expect(await sectionLabels(page)).toEqual(["Hero", "Pricing", "Questions and answers", "Early-access form"])
    await dragSection(page, 2, 1)
    await sectionItems(page).nth(1).locator("xpath=./label", { hasText: "Questions and answers" }).waitFor()
    expect(await sectionLabels(page)).toEqual(["Hero", "Questions and answers", "Pricing", "Early-access form"])

    await writer.saveAndPublish(page, "cms/landing-pages/shiftwise-for-clinics")
    // One commit on main: the new page, as a writer would type it (no defaults, no empty fields), which the build
    // accepts.
    expect(git(repo, "show", "--name-only", "--format=", "HEAD").split("\n")).toEqual([PAGE.file])
    const text = fs.readFileSync(path.join(repo, PAGE.file), "utf8")
    const front = yaml.load(/^---\n([\s\S]*?)\n---/.exec(text)![1]!) as Record<string, unknown>
    const checked = validateFrontmatter(PAGE.file, front)
    expect(checked.ok ? [] : checked.errors).toEqual([])
    expect(front).toEqual({
      title: PAGE.title,
      slug: PAGE.slug,
      description: PAGE.description,
      template: "sections",
      sections: [
        {
          type: "hero",
          variant: "centred",
          heading: PAGE.hero.heading,
          text: PAGE.hero.text,
          primaryCta: { label: "Ask for early access", to: "/invite" },
        },
        {
          type: "faq",
          heading: PAGE.faq.heading,
          items: [{ question: PAGE.faq.question, answer: PAGE.faq.answer }],
        },
        { type: "pricing" },
        { type: "form", heading: PAGE.form.heading },
      ],
    })
    await page.close()
    expect(writer.violations).toEqual([])
    expect(writer.external).toEqual([])
  })

  it("renames an existing landing page: the old address is written among its former ones in the same commit", async () => {
    const before = fs.readFileSync(path.join(repo, RENAMED.file), "utf8")
    const page = await writer.open(`#/collections/landing-pages/entries/${RENAMED.entry}`)
    // The preview draws the page's features section with features.yaml's words, which it loads from the editor.
    await page.frameLocator("#preview-pane").getByRole("heading", { name: "Shift swaps and open shifts" }).waitFor()
    const address = page.getByLabel("Address (slug)", { exact: true })
    await expect(address.inputValue()).resolves.toBe(RENAMED.from)
    await address.fill(RENAMED.to)
    await writer.saveAndPublish(page, `cms/landing-pages/${RENAMED.entry}`)
    expect(git(repo, "show", "--name-only", "--format=", "HEAD").split("\n")).toEqual([RENAMED.file])
    const text = fs.readFileSync(path.join(repo, RENAMED.file), "utf8")
    // Only the address changed, and the old one is listed: everything else is the file as it was.
    expect(text).toBe(
      before
        .replace(`slug: ${RENAMED.from}\n`, `slug: ${RENAMED.to}\n`)
        .replace(/\n---\n/, `\nformerSlugs:\n  - ${RENAMED.from}\n---\n`),
    )
    const front = yaml.load(/^---\n([\s\S]*?)\n---/.exec(text)![1]!) as Record<string, unknown>
    expect(front).toMatchObject({ slug: RENAMED.to, formerSlugs: [RENAMED.from] })
    const checked = validateFrontmatter(RENAMED.file, front)
    expect(checked.ok ? [] : checked.errors).toEqual([])
    await page.close()
  })

  it("edits a Hindi landing page in its language's collection, previewed in Hindi, and publishes that file alone", async () => {
    const before = fs.readFileSync(path.join(repo, HINDI.file), "utf8")
    const front = (text: string) => yaml.load(/^---\n([\s\S]*?)\n---/.exec(text)![1]!) as Record<string, unknown>
    const heroOf = (text: string) => (front(text).sections as Array<{ heading: string }>)[0]!.heading
    const was = heroOf(before)
    const page = await writer.open(`#/collections/${HINDI.collection}/entries/${HINDI.entry}`)
    // The preview draws the Hindi page by the site's sections: its hero, from the entry.
    const preview = page.frameLocator("#preview-pane")
    await preview.getByRole("heading", { name: was, exact: true }).waitFor()
    // Written as Hindi, with a shared feature's words from content/hi/features.yaml, not the English ones.
    await preview.locator('html[lang="hi"]').waitFor({ state: "attached" })
    // In the fonts content/languages.yaml names for Hindi, as the built page, so its text sits in its lines as there.
    const stack = await preview.locator("body").evaluate((body) => getComputedStyle(body).fontFamily)
    expect(stack).toMatch(/^"Noto Sans Devanagari", /)
    await preview.getByRole("heading", { name: HINDI.feature, exact: true }).waitFor()
    // The comparison in Hindi too: its facts' words from content/comparisons/hi/, the table's own words from
    // content/hi/site.yaml, each source's date written the Hindi way.
    const load = <T>(file: string) => yaml.load(fs.readFileSync(path.join(repo, file), "utf8")) as T
    type Facts = { facts: Array<{ topic: string; source: string; checked: string | Date }> }
    const [fact] = load<Facts>("content/comparisons/spreadsheets.yaml").facts
    const hindiFact = load<Facts>("content/comparisons/hi/spreadsheets.yaml").facts.find(
      (f) => f.source === fact!.source,
    )!
    const words = load<{ words: Record<string, string> }>("content/hi/site.yaml").words
    const locale = languagesOf(path.join(repo, "content")).find((language) => language.code === "hi")!.locale
    const day = (fact!.checked instanceof Date ? fact!.checked.toISOString() : fact!.checked).slice(0, 10)
    await preview.locator("tbody th", { hasText: hindiFact.topic }).first().waitFor()
    await expect(preview.locator("thead th").first().textContent()).resolves.toBe(words.comparisonTopics)
    await expect(
      preview.locator(`ol[aria-label="${words.comparisonSources}"] li`).first().textContent(),
    ).resolves.toContain(writtenDate(day, locale))
    const hero = sectionItems(page).nth(0)
    await expect(hero.locator("xpath=./label").textContent()).resolves.toMatch(/^Hero\s*$/)
    // Sections start collapsed: the writer opens the hero (its bar's first button, a chevron Decap leaves unnamed)
    // and types the new heading.
    await hero.getByRole("button").first().click()
    const heading = hero.getByLabel("Heading", { exact: true })
    await expect(heading.inputValue()).resolves.toBe(was)
    await heading.fill(HINDI.heading)
    await preview.getByRole("heading", { name: HINDI.heading, exact: true }).waitFor()
    await writer.saveAndPublish(page, `cms/${HINDI.collection}/${HINDI.entry}`)
    // One commit of the Hindi file; only the heading changed, and the record of its English stays.
    expect(git(repo, "show", "--name-only", "--format=", "HEAD").split("\n")).toEqual([HINDI.file])
    const after = fs.readFileSync(path.join(repo, HINDI.file), "utf8")
    expect(after).toBe(before.replace(`heading: ${was}\n`, `heading: ${HINDI.heading}\n`))
    expect(front(after).translatedFrom).toBe(front(before).translatedFrom)
    await page.close()
    expect(writer.violations).toEqual([])
    expect(writer.external).toEqual([])
  })

  it("is built into a page that shows the sections in that order", () => {
    expect(fs.existsSync(path.join(repo, PAGE.file))).toBe(true)
    site = makeTempSite()
    // What the writer published: the new page, the renamed one and the Hindi one.
    for (const file of [PAGE.file, RENAMED.file, HINDI.file])
      fs.copyFileSync(path.join(repo, file), path.join(site, file))
    // And an English change after the Hindi was made: the Hindi page is now a stale translation.
    const english = path.join(site, HINDI.english)
    fs.writeFileSync(english, fs.readFileSync(english, "utf8").replace(/\n---\n/, "\n---\nA new first line.\n\n"))
    const build = buildSite(site)
    if (build.status !== 0) console.log(build.output.slice(-4000))
    expect(build.status).toBe(0)
    expect(fs.existsSync(path.join(site, `public${PAGE.slug}.html`))).toBe(true)
    // The stale translation is the build's warning, naming both files.
    expect(build.output).toContain(
      `content/pages/hi/for-retail.md translates content/pages/for-retail.md, which has changed since`,
    )
  }, 1_000_000)

  it("shows the Hindi heading the writer published on the built Hindi page, and lists the page as stale", () => {
    const html = fs.readFileSync(path.join(site, `public${HINDI.slug}.html`), "utf8")
    expect(html).toMatch(/<html[^>]* lang="hi"/)
    expect(html).toMatch(new RegExp(`<h1[^>]*>${HINDI.heading}</h1>`))
    // `npm run translations` lists it, and fails as it does on any stale translation.
    const report = spawnSync(
      process.execPath,
      [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), path.join(ROOT, "ops/translations.ts")],
      { cwd: ROOT, encoding: "utf8", env: { ...process.env, CONTENT_DIR: path.join(site, "content") } },
    )
    expect(report.stdout).toContain(
      "  stale     content/pages/hi/for-retail.md  (content/pages/for-retail.md changed since)",
    )
    expect(report.status).toBe(1)
  })

  it("redirects the renamed page's old address to the new one, and lists both in the published addresses", async () => {
    const list = fs.readFileSync(path.join(site, "content/published-addresses.txt"), "utf8")
    expect(list).toContain(`\n${RENAMED.from}  redirect 301 → ${RENAMED.to}\n`)
    expect(list).toContain(`\n${RENAMED.to}  ${RENAMED.file}\n`)
    expect(list).toContain(`\n${PAGE.slug}  ${PAGE.file}\n`)
    // As Netlify reads it, and as `npm run serve` answers it.
    const rules = fs.readFileSync(path.join(site, "public/_redirects"), "utf8").split("\n")
    expect(rules.map((rule) => rule.trim().split(/\s+/))).toContainEqual([RENAMED.from, RENAMED.to, "301!"])
    server ??= await startServer({}, 30_000, site)
    const response = await fetch(`${server.url}${RENAMED.from}`, { redirect: "manual" })
    expect(response.status).toBe(301)
    expect(response.headers.get("location")).toBe(RENAMED.to)
    // A visitor with the old address in Chromium lands on the page at the new one.
    const page = await browser.newPage()
    try {
      await page.goto(`${server.url}${RENAMED.from}`)
      expect(new URL(page.url()).pathname).toBe(RENAMED.to)
      await page.getByRole("heading", { level: 1 }).waitFor()
    } finally {
      await page.close()
    }
  })

  it("has no error the W3C Nu HTML Checker finds", () => {
    const file = path.join(site, `public${PAGE.slug}.html`)
    const messages = nuErrors([file])
    expect(messages.map((m) => `${m.lastLine}: ${m.message}`)).toEqual([])
  })

  describe.each([390, 1280])("at %i px", (width) => {
    it("shows the hero, the questions, the pricing and the form in that order; no axe violation; nothing shifts", async () => {
      server ??= await startServer({}, 30_000, site)
      const context = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 900 } })
      const page = await context.newPage()
      try {
        await page.goto(`${server.url}${PAGE.slug}`, { waitUntil: "networkidle" })
        // Scrolled to the end and back, as a reader would, so every part below the fold has been drawn.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 400) {
            window.scrollTo(0, y)
            await new Promise((resolve) => setTimeout(resolve, 60))
          }
          window.scrollTo(0, 0)
        })
        const headings = [PAGE.hero.heading, PAGE.faq.heading, pricingHeading(), PAGE.form.heading]
        const main = page.getByRole("main")
        await expect(main.getByRole("heading", { level: 1 }).allInnerTexts()).resolves.toEqual([PAGE.hero.heading])
        const tops = await Promise.all(
          headings.map(async (name) => {
            const heading = main.getByRole("heading", { name, exact: true })
            await heading.scrollIntoViewIfNeeded()
            return (await heading.evaluate((element) => element.getBoundingClientRect().top + window.scrollY)) ?? NaN
          }),
        )
        expect(tops.every((top, index) => index === 0 || top > tops[index - 1]!)).toBe(true)
        // The question opens to its answer; the form is there, its request type preset (the section's default).
        await main.getByText(PAGE.faq.question, { exact: true }).click()
        await main.getByText(PAGE.faq.answer).waitFor()
        await main.getByRole("button", { name: FORM_COPY.submit }).waitFor()
        const topic = EARLY_ACCESS_TOPICS.find((candidate) => candidate.value === "early_access")!.label
        await expect(main.getByRole("radio", { name: topic }).isChecked()).resolves.toBe(true)
        await page.screenshot({ path: path.join(os.tmpdir(), `cms-landing-${width}.png`), fullPage: true })

        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
          .analyze()
        expect(
          results.violations.map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
        ).toEqual([])
        if (width === 390)
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

        expect(await page.evaluate(layoutShifts)).toEqual([])
      } finally {
        await context.close()
      }
    })
  })
})

/**
 * Page-side (no closures): every layout shift since the page started that the visitor did not cause (CLS counts only
 * those), each named by what moved, so that a failure says which element.
 */
function layoutShifts(): Promise<string[]> {
  type Shift = PerformanceEntry & {
    value: number
    hadRecentInput: boolean
    sources: Array<{ node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>
  }
  return new Promise<string[]>((resolve) => {
    const found: string[] = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue
        const moved = entry.sources.map((source) =>
          source.node instanceof Element ? source.node.outerHTML.slice(0, 100) : String(source.node?.nodeName),
        )
        found.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join("; ")}`)
      }
    }).observe({ type: "layout-shift", buffered: true })
    // The buffered entries arrive in the observer's first callback, within a frame or two.
    setTimeout(() => resolve(found), 300)
  })
}
