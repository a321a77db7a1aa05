// The writers' editor (/admin) in Chromium, as `npm run cms -- --git` runs it: this checkout's build and Decap's local
// backend (decap-server, git mode) on 127.0.0.1, editing a temporary clone of the repository, in Decap's editorial
// workflow: Save is a commit on the entry's own branch (cms/<collection>/<slug>) and main stays as it was; Ready and
// Publish merge it. Every published change must be one commit in the clone touching exactly the file edited, and
// the file must pass the content schema. A scheduled entry is merged by `npm run publish-scheduled`, run against
// the GitHub stand-in over the same clone (harness/github-stand-in.ts reads the branches and statuses the editor
// wrote), only once its time has passed.
import fs from "fs"
import os from "os"
import path from "path"
import { execFile, spawnSync } from "child_process"
import { promisify } from "util"
import yaml from "js-yaml"
import type { Browser, Page } from "playwright-core"
import { launchBrowser } from "../../harness/browser"
import { cloneRepository, git, startEditor, WriterSession, type RunningEditor } from "../../harness/cms"
import { startGitHubStandIn } from "../../harness/github-stand-in"
import { makeTempSite, ROOT } from "../../harness/temp-site"
import { validateData, validateFrontmatter, validateYaml } from "../../schema/validate"
import { articleFrontmatterSchema } from "../../src/articles/schema"
import sharp from "sharp"
import { frontmatterFormat } from "../../cms/page-format"
import type { CollectionFile } from "../../schema/collections"
import { STATUS_LABELS } from "../../cms/workflow"

let browser: Browser
let editor: RunningEditor
let writer: WriterSession
let repo = ""

beforeAll(async () => {
  repo = cloneRepository()
  ;[editor, browser] = await Promise.all([startEditor(repo), launchBrowser()])
  writer = await WriterSession.start(browser, editor)
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await editor?.stop()
  if (repo) fs.rmSync(repo, { recursive: true, force: true })
})

const openEditor = (hash: string) => writer.open(hash)
const branchExists = (branch: string) => writer.branchExists(branch)
const statusOf = (branch: string) => writer.statusOf(branch)
const save = (page: Page, branch: string) => writer.save(page, branch)
const setReady = (page: Page, branch: string) => writer.setReady(page, branch)
const publish = (page: Page, branch: string) => writer.publish(page, branch)
const saveAndPublish = (page: Page, branch: string) => writer.saveAndPublish(page, branch)

const NEW_PARAGRAPH = "Shiftwise started in a grocery store's back office, with a rota drawn up by hand every Sunday."

/** The build's verdict on a file of the clone, as the build words it ([] when it passes). */
function passesSchema(file: string, text: string): string[] {
  if (file.endsWith(".md")) {
    const result = validateFrontmatter(file, yaml.load(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? ""))
    return result.ok ? [] : result.errors
  }
  const result = validateYaml(file, path.basename(file) as CollectionFile, yaml.load(text))
  return result.ok ? [] : result.errors
}

/** Lines the newest commit removed and added. */
function changedLines(): { removed: number; added: number } {
  const [added, removed] = git(repo, "show", "--numstat", "--format=", "HEAD").split("\t").map(Number)
  return { removed: removed!, added: added! }
}

/** The files the newest commit of the clone touched. */
const lastCommitFiles = () => git(repo, "show", "--name-only", "--format=", "HEAD").split("\n").filter(Boolean)
const read = (file: string) => fs.readFileSync(path.join(repo, file), "utf8")

/** Files the tests published into the clone's main, built together by the last test of their block. */
const published: string[] = []

const COVER = "rota-cover.png"
const POST = {
  slug: "night-shifts-people-choose",
  title: "Night shifts people choose",
  description:
    "How a distribution centre moved from assigned night shifts to a weekly pick list, kept every night covered and cut short-notice swaps by half.",
  coverAlt: "A rota board where night shifts are picked from a weekly list",
  figureAlt: "The weekly pick list, every night covered",
  body: `## Why nights go unfilled\n\nNight shifts are the hardest to fill. Here is how one team let people choose them.\n\n![The weekly pick list, every night covered](${COVER})\n`,
}

/** A picture as a writer would upload it: a PNG 1200 pixels wide (the post's folder gets it under this name). */
async function coverFile(): Promise<string> {
  const file = path.join(os.tmpdir(), `cms-test-${process.pid}`, COVER)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  await sharp({ create: { width: 1200, height: 630, channels: 3, background: "#4f46e5" } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1200" height="630"><rect x="120" y="110" width="960" height="410" rx="24" fill="#fff"/><rect x="180" y="180" width="840" height="40" rx="8" fill="#c7d2fe"/></svg>',
        ),
      },
    ])
    .png()
    .toFile(file)
  return file
}

/** A relation field: type part of a name, choose the entry (the label says "(optional)" for an optional field). */
async function choose(page: Page, label: string, typed: string, option: string): Promise<void> {
  const input = page.getByLabel(new RegExp(`^${label}( \\(optional\\))?$`))
  await input.click()
  await input.pressSequentially(typed)
  await page.getByRole("option", { name: option, exact: true }).click()
}

/** The build's verdict on a post's front matter ([] when it passes). */
function passesArticleSchema(text: string): string[] {
  const result = validateData(
    "content/blog/(post)/index.md",
    articleFrontmatterSchema,
    yaml.load(/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? ""),
    "front matter",
  )
  return result.ok ? [] : result.errors
}

describe("the writers' editor on a clone of the repository", () => {
  it("saves a change to a prose page as a branch of its own with one commit, main unchanged; Ready and Publish merge it", async () => {
    const page = await openEditor("#/collections/pages/entries/about")
    const title = page.getByLabel("Title", { exact: true })
    await title.waitFor()
    await title.fill("About the Shiftwise team")
    // The first paragraph of the text, in the rich-text editor: selected whole and typed over. The editor gets focus
    // first: Slate redraws when it gains focus, and a triple-click racing that redraw left the caret inside the
    // paragraph rather than selecting it (once in CI, under load: the new sentence landed in the middle of the old).
    // The typing starts once the browser's selection is the whole paragraph.
    const paragraph = page.locator("[data-slate-editor] p", { hasText: "Shiftwise began on the shop floor." })
    await paragraph.click()
    await page.waitForFunction(() => document.activeElement?.matches("[data-slate-editor]") === true)
    await paragraph.click({ clickCount: 3 })
    const whole = (await paragraph.textContent())!.trim()
    await page.waitForFunction((text) => window.getSelection()?.toString().trim() === text, whole)
    await page.keyboard.type(NEW_PARAGRAPH)
    // The preview draws the new title with the site's own page intro.
    const preview = page.frameLocator("#preview-pane")
    await preview.getByRole("heading", { level: 1, name: "About the Shiftwise team" }).waitFor()

    const main = git(repo, "rev-parse", "main")
    const branch = "cms/pages/about"
    await save(page, branch)
    // One commit on the entry's branch, of that one file; main and the working copy's main untouched; a Draft.
    expect(git(repo, "rev-list", "--count", `main..${branch}`)).toBe("1")
    expect(git(repo, "show", "--name-only", "--format=", branch)).toBe("content/pages/about.md")
    expect(git(repo, "rev-parse", "main")).toBe(main)
    expect(git(repo, "show", "main:content/pages/about.md")).toContain("Shiftwise began on the shop floor.")
    expect(statusOf(branch)).toBe(STATUS_LABELS.draft)
    // The editor's board lists it as a Draft.
    await page.getByRole("button", { name: "Status: Draft" }).waitFor()

    await setReady(page, branch)
    expect(git(repo, "rev-parse", "main")).toBe(main)
    await publish(page, branch)
    // Main moved by exactly the entry's one commit, and the entry's branch is gone.
    expect(git(repo, "rev-parse", "main^")).toBe(main)
    expect(branchExists(branch)).toBe(false)

    expect(lastCommitFiles()).toEqual(["content/pages/about.md"])
    const text = read("content/pages/about.md")
    expect(passesSchema("content/pages/about.md", text)).toEqual([])
    // Only the two lines the writer changed: Decap's Markdown is written back as it was, defaults stay out.
    expect(changedLines()).toEqual({ removed: 2, added: 2 })
    const saved = frontmatterFormat.fromFile(text)
    expect(saved.title).toBe("About the Shiftwise team")
    const body = String(saved.body)
    expect(body).toContain(`## Why we started Shiftwise\n\n${NEW_PARAGRAPH}\n\nThe software on offer`)
    expect(body).not.toContain("Shiftwise began on the shop floor.")
    await page.close()
  })

  it("changes a price in pricing.yaml: one commit of that file, only that amount, and the build accepts it", async () => {
    const page = await openEditor("#/collections/pricing/entries/pricing")
    // Starter's monthly price in dollars: the first "Billed monthly" (plans, then USD before INR, in file order).
    const monthly = page.getByLabel("Billed monthly").first()
    await monthly.waitFor()
    expect(await monthly.inputValue()).toBe("4")
    await monthly.fill("5")
    // The preview's price follows (the site's own plan card, in the frame).
    await page.frameLocator("#preview-pane").getByText("$5", { exact: true }).first().waitFor({ state: "attached" })
    await saveAndPublish(page, "cms/pricing/pricing")

    expect(lastCommitFiles()).toEqual(["content/pricing.yaml"])
    expect(passesSchema("content/pricing.yaml", read("content/pricing.yaml"))).toEqual([])
    expect(
      git(repo, "show", "--format=", "-U0", "HEAD")
        .split("\n")
        .filter((l) => /^[-+] /.test(l)),
    ).toEqual(["-      USD: { monthly: 4, yearly: 3 }", "+      USD: { monthly: 5, yearly: 3 }"])
    await page.close()
  })

  it("changes a footer link in site.yaml: one commit of that file, and the build accepts it", async () => {
    const page = await openEditor("#/collections/site/entries/site")
    // The footer's "Resources" column's link to /contact (every list item is open in the editor).
    const label = page.locator('input[value="Contact Us"]')
    await label.waitFor()
    await label.fill("Talk to us")
    await saveAndPublish(page, "cms/site/site")

    expect(lastCommitFiles()).toEqual(["content/site.yaml"])
    const text = read("content/site.yaml")
    expect(passesSchema("content/site.yaml", text)).toEqual([])
    const site = yaml.load(text) as {
      footerColumns: Array<{ heading: string; links: Array<{ label: string; to: string }> }>
    }
    expect(site.footerColumns.find((c) => c.heading === "Resources")?.links).toContainEqual({
      label: "Talk to us",
      to: "/contact",
    })
    expect(changedLines()).toEqual({ removed: 1, added: 1 })
    await page.close()
  })

  // A translation is drawn as the site draws its page: the translated words laid over the English file, written the
  // way content/languages.yaml's locale writes them, in a frame whose language is the page's.
  it("previews Hindi translations in Hindi: a legal page's date line, the plans over the English prices, the header", async () => {
    const prose = await openEditor("#/collections/pages--hi/entries/privacy")
    const proseFrame = prose.frameLocator("#preview-pane")
    await proseFrame.getByRole("heading", { level: 1, name: "गोपनीयता नीति" }).waitFor()
    // content/hi/site.yaml's "अंतिम अपडेट: {date}", 2026-11-26 in hi-IN, as the built /hi/privacy says it.
    await proseFrame.getByText("अंतिम अपडेट: 26 नवंबर 2026", { exact: true }).waitFor()
    expect(await proseFrame.locator("html").getAttribute("lang")).toBe("hi")
    expect(fs.readFileSync(path.join(ROOT, "public/hi/privacy.html"), "utf8")).toContain("अंतिम अपडेट: 26 नवंबर 2026")
    await prose.close()

    const pricing = await openEditor("#/collections/pricing--hi/entries/pricing--hi")
    const pricingFrame = pricing.frameLocator("#preview-pane")
    // The Hindi page's title and heading, a plan's Hindi pitch, and the English file's plan names and prices.
    await pricingFrame.getByRole("heading", { name: "कीमतें" }).waitFor()
    await pricingFrame.getByText("एक ही लोकेशन के लिए, जो स्प्रेडशीट और ग्रुप चैट छोड़कर आगे बढ़ रही है।").waitFor()
    await pricingFrame.getByRole("heading", { name: "Starter" }).first().waitFor()
    await pricingFrame
      .getByText(/^\$\d+$/)
      .first()
      .waitFor({ state: "attached" })
    expect(await pricingFrame.getByText("For a single site getting off spreadsheets", { exact: false }).count()).toBe(0)
    // The preview follows the writer's Hindi.
    const badge = pricing.getByLabel(/^Highlight badge/).first()
    await badge.fill("सबसे ज़्यादा चुना गया")
    await pricingFrame.getByText("सबसे ज़्यादा चुना गया", { exact: true }).waitFor()
    await pricing.close()

    const site = await openEditor("#/collections/site--hi/entries/site--hi")
    const siteFrame = site.frameLocator("#preview-pane")
    await siteFrame.getByRole("link", { name: "सुविधाएँ" }).first().waitFor({ state: "attached" })
    expect(await siteFrame.locator("html").getAttribute("lang")).toBe("hi")
    await site.close()
  })

  // Issue 44: the translator sees the English beside the Hindi for every translated page and file, as saved on the
  // branch, the Hindi following what they type; a file the site has no preview of shows only that.
  it("shows a translation beside its English: the form's words as typed, a legal page paragraph by paragraph", async () => {
    type Form = { form: { title: string; email: string } }
    const english = yaml.load(read("content/form.yaml")) as Form
    const hindi = yaml.load(read("content/hi/form.yaml")) as Form
    const form = await openEditor("#/collections/form--hi/entries/form--hi")
    const frame = form.frameLocator("#preview-pane")
    // The row whose English cell reads exactly this.
    const row = (text: string) =>
      frame.locator("tr", { has: frame.locator('td[lang="en"]').getByText(text, { exact: true }) })
    // The form's title and its email label, each in both languages on one row, each cell in its own language.
    await row(english.form.title).waitFor()
    expect(await row(english.form.title).locator('td[lang="hi"]').textContent()).toBe(hindi.form.title)
    expect(await row(english.form.email).locator('td[lang="hi"]').textContent()).toBe(hindi.form.email)
    expect(await row(english.form.email).locator('td[lang="en"]').textContent()).toBe(english.form.email)
    expect(await frame.locator("html").getAttribute("lang")).toBe("hi")
    // The writer rewrites the title, then clears it: the row follows, then says the page shows the English there.
    const title = form.locator(`input[value="${hindi.form.title}"]`)
    await title.fill("अपनी टीम के बारे में हमें बताइए")
    await row(english.form.title).locator('td[lang="hi"]', { hasText: "अपनी टीम के बारे में हमें बताइए" }).waitFor()
    // (Found again by the value it now holds, as React writes it into the attribute.)
    await form.locator('input[value="अपनी टीम के बारे में हमें बताइए"]').fill("")
    await row(english.form.title)
      .locator('td[lang="hi"]', { hasText: "Left out: the page shows the English" })
      .waitFor()
    await form.close()

    // A legal page is previewed in Hindi first; "Beside English" puts each paragraph of the two files side by side.
    const prose = await openEditor("#/collections/pages--hi/entries/privacy")
    const proseFrame = prose.frameLocator("#preview-pane")
    await proseFrame.getByRole("heading", { level: 1, name: "गोपनीयता नीति" }).waitFor()
    await proseFrame.getByRole("button", { name: "Beside English" }).click()
    const notice = proseFrame.locator("tr", { hasText: "Template notice:" })
    await notice.waitFor()
    expect(await notice.locator('td[lang="hi"]').textContent()).toMatch(/^> \*\*टेम्पलेट सूचना:\*\*/)
    expect(await proseFrame.getByRole("button", { name: "Beside English" }).getAttribute("aria-pressed")).toBe("true")
    await prose.close()
  })

  it("publishes a price change scheduled in the site's time zone only once its time has passed", async () => {
    const page = await openEditor("#/collections/pricing/entries/pricing")
    // Growth's monthly price in rupees: plans in file order, USD before INR in each.
    const growthInr = page.getByLabel("Billed monthly").nth(3)
    await growthInr.waitFor()
    expect(await growthInr.inputValue()).toBe("399")
    await growthInr.fill("449")
    // 1 March 2031, 09:00 in Bengaluru (site.yaml's timeZone, Asia/Kolkata: UTC+05:30 all year) is 03:30 UTC.
    const publishAt = page.getByLabel("Publish at")
    await publishAt.fill("2031-03-01T09:00")
    await page.getByText("Goes live at Saturday 1 March 2031, 09:00 (Asia/Kolkata, UTC+05:30)").waitFor()
    const branch = "cms/pricing/pricing"
    await save(page, branch)
    await setReady(page, branch)
    const entryFile = git(repo, "show", `${branch}:content/pricing.yaml`)
    expect(entryFile).toContain("INR: { monthly: 449, yearly: 329 }")
    expect(entryFile).toMatch(/^publishAt: "?2031-03-01T03:30:00Z"?$/m)
    expect(passesSchema("content/pricing.yaml", entryFile)).toEqual([])

    // The scheduled workflow's command, against a GitHub whose pull requests are the clone's entries.
    const github = await startGitHubStandIn({ repoDir: repo })
    // Asynchronously: the stand-in answers from this process.
    const runScheduler = async (now: string) =>
      (
        await promisify(execFile)(
          process.execPath,
          ["--import", "tsx", path.join(ROOT, "ops/publish-scheduled.ts"), "--now", now],
          {
            cwd: ROOT,
            encoding: "utf8",
            env: {
              ...process.env,
              GITHUB_API_URL: github.url,
              GITHUB_TOKEN: github.token,
              GITHUB_REPOSITORY: github.repo,
              CMS_BRANCH: "main",
            },
          },
        )
      ).stdout
    try {
      const main = git(repo, "rev-parse", "main")
      expect(await runScheduler("2031-03-01T03:29:59Z")).toContain(
        `${branch}: waiting, scheduled for Saturday 1 March 2031, 09:00 (Asia/Kolkata, UTC+05:30)`,
      )
      expect(git(repo, "rev-parse", "main")).toBe(main)
      expect(branchExists(branch)).toBe(true)

      expect(await runScheduler("2031-03-01T03:30:00Z")).toContain(`${branch}: published`)
      expect(git(repo, "rev-parse", "main^")).toBe(main)
      expect(branchExists(branch)).toBe(false)
      expect(git(repo, "show", "--name-only", "--format=", "main")).toBe("content/pricing.yaml")
      expect(read("content/pricing.yaml")).toContain("INR: { monthly: 449, yearly: 329 }")
      expect(git(repo, "status", "--porcelain")).toBe("")
    } finally {
      await github.close()
    }
    await page.close()
    // The editor's board, opened afresh, no longer lists it: it is live.
    const board = await openEditor("#/workflow")
    await board.getByText(/0 entries waiting for review, 0 ready to go live/).waitFor()
    await board.close()
  })

  it("refuses a too-short description with the schema's message and commits nothing", async () => {
    const before = git(repo, "rev-parse", "HEAD")
    const page = await openEditor("#/collections/pages/entries/terms")
    const description = page.getByLabel("Description", { exact: true })
    await description.waitFor()
    await description.fill("Our terms.")
    await page.getByRole("button", { name: "Save", exact: true }).click()
    await page.getByText("Description must be between 120 and 160 characters long.").waitFor()
    await page.waitForTimeout(1000)
    expect(git(repo, "rev-parse", "HEAD")).toBe(before)
    expect(branchExists("cms/pages/terms")).toBe(false)
    expect(git(repo, "status", "--porcelain")).toBe("")
    await page.close()
  })

  it("creates a page that becomes a Markdown file", async () => {
    const page = await openEditor("#/collections/pages/new")
    await page.getByLabel("Title", { exact: true }).fill("Careers at Shiftwise")
    await page.getByLabel("Address (slug)", { exact: true }).fill("/careers")
    await page
      .getByLabel("Description", { exact: true })
      .fill(
        "Open roles at Shiftwise in Bengaluru in engineering, design and customer success, and how we hire, from the first call to the offer.",
      )
    await page.locator("[data-slate-editor]").click()
    await page.keyboard.type("We hire twice a year. Write to us with what you would like to build.")
    await saveAndPublish(page, "cms/pages/careers-at-shiftwise")

    const [file] = lastCommitFiles()
    expect(file).toMatch(/^content\/pages\/careers-at-shiftwise\.md$/)
    const text = read(file!)
    expect(passesSchema(file!, text)).toEqual([])
    expect(text).not.toMatch(/template|floatingContact|noindex/)

    // Built with the post below, in one build of this checkout's site (the last test of this block).
    published.push(file!)
    await page.close()
  })

  it("creates a blog post: an uploaded cover saved beside it, authors, tags, series and related posts chosen, its date", async () => {
    const page = await openEditor("#/collections/blog/new")
    await page.getByLabel("Title", { exact: true }).fill(POST.title)
    await page.getByLabel("Description", { exact: true }).fill(POST.description)
    // 20 November 2026, 09:00 in Bengaluru (site.yaml's timeZone).
    await page.getByLabel("Date", { exact: true }).fill("2026-11-20T09:00")
    await page.getByText("Published Friday 20 November 2026, 09:00 (Asia/Kolkata, UTC+05:30).").waitFor()
    await choose(page, "Authors", "Rohan", "Rohan Mathur")
    await choose(page, "Tags", "Sched", "Scheduling")
    await choose(page, "Tags", "Attend", "Time and attendance")
    await choose(page, "Series", "Labour", "Labour law for rota planners")
    await choose(page, "Related posts", "fair weekly", "How to build a fair weekly rota")
    // The cover: Choose an image, upload a file from this computer, choose it.
    await page.getByRole("button", { name: "Choose an image" }).click()
    await page.locator('input[type="file"]').setInputFiles(await coverFile())
    await page.getByRole("button", { name: "Choose selected" }).click()
    await page.getByLabel("Cover description", { exact: true }).fill(POST.coverAlt)
    // The text, in Markdown mode, with the uploaded picture named as the editor names a file beside the post.
    await page.getByLabel("markdown field").getByRole("switch").click()
    await page.getByLabel("markdown field").getByRole("switch", { checked: true }).waitFor()
    await page.locator("[data-slate-editor]").click()
    await page.keyboard.type(POST.body)
    // The preview draws it with the article's own components: tags by name, the byline, the cover, the series.
    const preview = page.frameLocator("#preview-pane")
    await preview.getByRole("heading", { level: 1, name: POST.title }).waitFor()
    await preview.getByText("Part 3 of 3: Labour law for rota planners").waitFor()
    await preview.getByRole("link", { name: "Time and attendance" }).waitFor()
    await preview.getByText("Product Manager, Scheduling and Compliance").waitFor()
    await preview.getByRole("img", { name: POST.coverAlt }).waitFor()

    const branch = `cms/blog/${POST.slug}/index`
    await saveAndPublish(page, branch)
    // One commit on main: the post and its picture, side by side in the post's folder.
    expect(lastCommitFiles().sort()).toEqual([
      `content/blog/${POST.slug}/index.md`,
      `content/blog/${POST.slug}/${COVER}`,
    ])
    const text = read(`content/blog/${POST.slug}/index.md`)
    expect(passesArticleSchema(text)).toEqual([])
    const front = yaml.load(/^---\n([\s\S]*?)\n---/.exec(text)![1]!) as Record<string, unknown>
    expect(front).toEqual({
      title: POST.title,
      description: POST.description,
      date: new Date("2026-11-20T03:30:00Z"),
      authors: ["rohan-mathur"],
      tags: ["scheduling", "attendance"],
      series: "rota-law",
      cover: `./${COVER}`,
      coverAlt: POST.coverAlt,
      related: ["fair-weekly-rota"],
    })
    // As writers type it: the date with its offset, unquoted; the picture in the text beside the post.
    expect(text).toContain("date: 2026-11-20T09:00:00+05:30\n")
    expect(text).toContain(`![${POST.figureAlt}](./${COVER})`)
    published.push(`content/blog/${POST.slug}/index.md`, `content/blog/${POST.slug}/${COVER}`)
    await page.close()
  })

  it("builds what the writers published: the new page is a route, the post shows its picture, the feeds its absolute URL", () => {
    expect(published).toHaveLength(3)
    const site = makeTempSite()
    try {
      for (const file of published) {
        fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true })
        fs.copyFileSync(path.join(repo, file), path.join(site, file))
      }
      const build = spawnSync(path.join(ROOT, "node_modules/.bin/gatsby"), ["build"], {
        cwd: site,
        // The build's clock a week after the post's date: it is published.
        env: {
          ...process.env,
          GATSBY_FEEDBACK_DISABLED: "1",
          CI: "true",
          NO_COLOR: "1",
          BUILD_NOW: "2026-11-27T00:00:00Z",
        },
        encoding: "utf8",
        // Minutes on a busy 2-core machine; the build itself is what is tested.
        timeout: 900_000,
      })
      if (build.status !== 0) console.log(`${build.stdout}\n${build.stderr}`.slice(-4000))
      expect(build.status).toBe(0)
      const built = (route: string) => {
        const file = [`${route}.html`, `${route}/index.html`]
          .map((name) => path.join(site, "public", name))
          .find((name) => fs.existsSync(name))
        expect({ route, built: file !== undefined }).toEqual({ route, built: true })
        return fs.readFileSync(file!, "utf8")
      }
      expect(built("careers")).toContain("We hire twice a year.")

      // The post's page: its cover and its figure, each an image the build made from the uploaded file, with its alt.
      const html = built(`blog/${POST.slug}`)
      expect(html).toContain(`<h1`)
      expect(html).toContain(POST.title)
      const images = [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0])
      for (const alt of [POST.coverAlt, POST.figureAlt]) {
        const img = images.find((tag) => tag.includes(`alt="${alt}"`))
        expect({ alt, img: img ?? null }).toEqual({
          alt,
          img: expect.stringMatching(/src="\/static\/[0-9a-f]+\/[0-9a-f]+\/rota-cover\.webp"/) as unknown,
        })
        const src = /src="([^"]+)"/.exec(img!)![1]!
        expect(fs.existsSync(path.join(site, "public", src))).toBe(true)
      }

      // The blog's feeds: the post with its picture's absolute URL (the cover as image and enclosure, the figure in
      // the content), each a file the build wrote.
      const siteUrl = "https://www.shiftwise.app"
      const feed = JSON.parse(fs.readFileSync(path.join(site, "public/blog/feed.json"), "utf8")) as {
        items: Array<{ url: string; image?: string; content_html: string }>
      }
      const item = feed.items.find((candidate) => candidate.url === `${siteUrl}/blog/${POST.slug}`)
      expect(item).toBeDefined()
      expect(item!.image).toMatch(new RegExp(`^${siteUrl}/static/[0-9a-f]+/[0-9a-f]+/rota-cover\\.webp$`))
      expect(fs.existsSync(path.join(site, "public", item!.image!.slice(siteUrl.length)))).toBe(true)
      const figure = /<img [^>]*src="([^"]+)"[^>]*>/.exec(item!.content_html)
      expect(figure?.[1]).toMatch(new RegExp(`^${siteUrl}/static/[0-9a-f]+/[0-9a-f]+/rota-cover\\.webp$`))
      const rss = fs.readFileSync(path.join(site, "public/blog/rss.xml"), "utf8")
      expect(rss).toContain(`<link>${siteUrl}/blog/${POST.slug}</link>`)
      expect(rss).toMatch(new RegExp(`<enclosure url="${siteUrl}/static/[0-9a-f]+/[0-9a-f]+/rota-cover\\.webp"`))
    } finally {
      fs.rmSync(site, { recursive: true, force: true })
    }
  }, 1_000_000)

  it("had no Content-Security-Policy violation, and no request left 127.0.0.1", () => {
    expect(writer.violations).toEqual([])
    expect(writer.external).toEqual([])
  })
})

describe("/admin's own policy, and every other route's unchanged", () => {
  const directives = (csp: string) => new Map(csp.split("; ").map((d) => [d.split(" ")[0]!, d.split(" ").slice(1)]))

  it("is served with its own CSP ('unsafe-eval' for Decap, GitHub's origins only, never framed) and noindex", async () => {
    const response = await fetch(`${editor.url}/admin`)
    expect(response.status).toBe(200)
    const csp = directives(response.headers.get("content-security-policy") ?? "")
    expect(csp.get("script-src")).toEqual(["'self'", "'unsafe-eval'"])
    expect(csp.get("frame-ancestors")).toEqual(["'none'"])
    const origins = [...csp.values()].flat().filter((value) => /^https?:/.test(value))
    expect(new Set(origins)).toEqual(new Set(["https://api.github.com", "https://avatars.githubusercontent.com"]))
    expect(response.headers.get("x-robots-tag")).toBe("noindex")
    expect(await response.text()).toContain('<meta name="robots" content="noindex">')
  })

  it("leaves every other route's policy as it was: no 'unsafe-eval', no other origin", async () => {
    for (const route of ["/", "/pricing", "/about"]) {
      const response = await fetch(`${editor.url}${route}`)
      const csp = response.headers.get("content-security-policy") ?? ""
      expect(csp).toMatch(/^default-src 'self'; script-src 'self'( 'sha256-[^']+')+; /)
      expect(csp).not.toMatch(/unsafe-eval|https:/)
      expect(response.headers.get("x-robots-tag")).toBeNull()
    }
  })

  it("gives /admin the same policy in the CDN's _headers, and keeps it out of the sitemap", () => {
    const headers = fs.readFileSync(path.join(ROOT, "public/_headers"), "utf8").split("\n")
    const at = headers.indexOf("/admin")
    expect(at).toBeGreaterThan(-1)
    // Header names are case-insensitive; gatsby/cdn-headers.ts writes them in lower case.
    expect(headers[at + 1]).toMatch(
      /^ {2}content-security-policy: default-src 'self'; script-src 'self' 'unsafe-eval';/i,
    )
    expect(headers.slice(at + 1, at + 3)).toContain("  x-robots-tag: noindex")
    const sitemap = fs.readFileSync(path.join(ROOT, "public/sitemap-0.xml"), "utf8")
    expect(sitemap).toContain("/about</loc>")
    expect(sitemap).not.toContain("/admin")
  })
})
