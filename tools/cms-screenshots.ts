// `npm run cms-screenshots`: the editorial workflow's screens (and a blog post's form and preview) for docs/cms.md and
// content/README.md, taken in
// headless Chromium from `npm run cms -- --git` on a temporary clone (nothing in this checkout changes), written to
// docs/images/cms-*.png (1280 px wide; `-- --width 390` for the phone layout, into screenshots/). Needs a build.
import fs from "fs"
import path from "path"
import type { Page } from "playwright-core"
import { launchBrowser } from "../harness/browser"
import { cloneRepository, git, startEditor } from "../harness/cms"

const root = path.resolve(__dirname, "..")
const widthAt = process.argv.indexOf("--width")
const width = widthAt > 0 ? Number(process.argv[widthAt + 1]) : 1280
const out = width === 1280 ? path.join(root, "docs/images") : path.join(root, "screenshots")

async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done(); waited += 100) {
    if (waited > 20_000) throw new Error("the editor did not write what it said it wrote")
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

async function shot(page: Page, name: string): Promise<void> {
  const file = path.join(out, `cms-${name}${width === 1280 ? "" : `-${width}`}.png`)
  await page.screenshot({ path: file })
  console.log(path.relative(root, file))
}

async function main(): Promise<void> {
  fs.mkdirSync(out, { recursive: true })
  const repo = cloneRepository()
  const editor = await startEditor(repo)
  const browser = await launchBrowser()
  try {
    const page = await browser.newPage({ viewport: { width, height: width < 768 ? 844 : 800 } })
    page.on("dialog", (dialog) => void dialog.accept())
    await page.goto(`${editor.url}/admin`)
    const login = page.getByRole("button", { name: "Login" })
    await login.waitFor({ timeout: 60_000 })
    await login.click()
    await page.getByRole("link", { name: "Pages", exact: true }).waitFor()

    // A blog post: its form and the preview drawn by the article's components, then its relations and cover.
    await page.goto(`${editor.url}/admin#/collections/blog`)
    await page.getByText("How to build a fair weekly rota").first().click()
    // Once the relations show their entries' names, in the form and in the preview.
    await page.getByText("Labour law", { exact: true }).waitFor()
    await page.frameLocator("#preview-pane").getByText("Head of Customer Operations").waitFor()
    await page.frameLocator("#preview-pane").locator("img").first().waitFor()
    await page.waitForTimeout(2000)
    await shot(page, "post")
    await page.getByLabel(/^Series/).scrollIntoViewIfNeeded()
    await page.waitForTimeout(2000)
    await shot(page, "post-relations")

    // A Hindi legal page with the English beside it (cms/previews/beside-english.tsx).
    await page.goto(`${editor.url}/admin#/collections/pages--hi/entries/privacy`)
    await page.reload()
    const preview = page.frameLocator("#preview-pane")
    await preview.getByRole("button", { name: "Beside English" }).click()
    await preview.locator("tr", { hasText: "Template notice:" }).waitFor()
    await page.waitForTimeout(1000)
    await shot(page, "beside-english")

    // A price change for the first of next month, scheduled and saved.
    await page.goto(`${editor.url}/admin#/collections/pricing/entries/pricing`)
    await page.reload()
    const growthInr = page.getByLabel("Billed monthly").nth(3)
    await growthInr.waitFor()
    await growthInr.fill("449")
    const publishAt = page.getByLabel("Publish at")
    const next = new Date()
    const first = `${next.getUTCMonth() === 11 ? next.getUTCFullYear() + 1 : next.getUTCFullYear()}-${String(((next.getUTCMonth() + 1) % 12) + 1).padStart(2, "0")}-01T09:00`
    await publishAt.fill(first)
    await publishAt.scrollIntoViewIfNeeded()
    await page.getByText(/^Goes live at/).waitFor()
    await shot(page, "publish-at")
    await page.getByRole("button", { name: "Save", exact: true }).click()
    await page.getByText("Entry saved").waitFor({ timeout: 30_000 })
    await until(() => git(repo, "branch", "--list", "cms/pricing/pricing") !== "")
    await page.getByText("Entry saved").waitFor({ state: "hidden", timeout: 15_000 })
    await page.getByRole("button", { name: /^Status: / }).click()
    await page.getByRole("menuitem", { name: "Ready" }).waitFor()
    await shot(page, "status")
    await page.getByRole("menuitem", { name: "Ready" }).click()
    await until(() => git(repo, "config", "branch.cms/pricing/pricing.description") === "decap-cms/pending_publish")

    // A page's text, saved as a draft.
    await page.goto(`${editor.url}/admin#/collections/pages/entries/about`)
    await page.reload()
    const title = page.getByLabel("Title", { exact: true })
    await title.waitFor()
    await title.fill("About the Shiftwise team")
    await page.getByRole("button", { name: "Save", exact: true }).click()
    await page.getByText("Entry saved").waitFor({ timeout: 30_000 })
    await until(() => git(repo, "branch", "--list", "cms/pages/about") !== "")
    await page.getByText("Entry saved").waitFor({ state: "hidden", timeout: 15_000 })
    await shot(page, "saved-draft")

    await page.goto(`${editor.url}/admin#/workflow`)
    await page.reload()
    await page.getByText("Ready", { exact: true }).first().waitFor()
    await page.getByText(/1 entry waiting for review|entries waiting for review/).waitFor()
    await shot(page, "workflow")
  } finally {
    await browser.close()
    await editor.stop()
    fs.rmSync(repo, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
