// Customer stories and changelog entries for the build tests, in place of the real ones (a temp site's content):
// two published stories (one an example), a draft and one dated 2099; three published entries, a draft and one dated
// 2099. Every page's customers sections (content/pages/home.md, the landing pages) are pointed at them. Logos are small SVGs with a viewBox, pictures drawn by sharp.
import fs from "fs"
import path from "path"
import sharp from "sharp"

const DESCRIPTION = (topic: string) =>
  `A fixture ${topic}, long enough for the description rule of 120 to 160 characters, written for the build and browser tests.`
    .padEnd(125, ".")
    .slice(0, 158)

export type FixtureStory = { slug: string; title: string; date: string; draft?: boolean; example?: boolean }
export type FixtureEntry = {
  slug: string
  title: string
  date: string
  type: string
  draft?: boolean
  media?: boolean
  breaking?: boolean
}

export const FIXTURE_STORIES: FixtureStory[] = [
  { slug: "fixture-grocer", title: "Fixture: a grocer cuts overtime", date: "2026-02-01" },
  { slug: "fixture-hotel", title: "Fixture: an invented hotel", date: "2026-03-01", example: true },
  { slug: "fixture-draft-story", title: "Fixture: a draft story", date: "2026-01-15", draft: true },
  { slug: "fixture-future-story", title: "Fixture: a story from the future", date: "2099-06-01T09:00:00Z" },
]

export const FIXTURE_ENTRIES: FixtureEntry[] = [
  { slug: "fixture-geofence", title: "Fixture: geofenced clock-in", date: "2026-01-10", type: "new", media: true },
  { slug: "fixture-export-fix", title: "Fixture: exports fixed", date: "2026-02-10", type: "fixed" },
  { slug: "fixture-api-v1", title: "Fixture: API v1 retires", date: "2026-03-10", type: "deprecated", breaking: true },
  { slug: "fixture-draft-entry", title: "Fixture: a draft entry", date: "2026-02-20", type: "security", draft: true },
  {
    slug: "fixture-future-entry",
    title: "Fixture: an entry from the future",
    date: "2099-06-01T09:00:00Z",
    type: "new",
  },
]

export const FIXTURE_LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 50"><rect width="50" height="50" rx="10" fill="#166534"/><rect x="60" y="15" width="130" height="20" rx="4" fill="#14532d"/></svg>\n'

export function storyMarkdown(story: FixtureStory, front: Record<string, string> = {}): string {
  const fields: Record<string, string> = {
    title: `"${story.title}"`,
    description: DESCRIPTION(`story, ${story.slug}`),
    date: story.date,
    company: story.title.replace(/^Fixture: /, "Fixture ").slice(0, 40),
    logo: "./logo.svg",
    logoDark: "./logo-dark.svg",
    industry: "retail",
    size: "201-1000",
    region: "Pune, India",
    plan: "Growth",
    features: "[Drag-and-drop scheduling, Payroll-ready timesheets]",
    metrics: '\n  - { value: -38, unit: "%", label: overtime hours }',
    quotes: "\n  - { text: The rota adds up now., name: Asha Fixture, role: Head of Operations }",
    ...(story.example ? { example: "true" } : {}),
    ...(story.draft ? { draft: "true" } : {}),
    ...front,
  }
  return [
    "---",
    ...Object.entries(fields).map(([key, value]) => `${key}: ${value}`),
    "---",
    "",
    `The story of ${story.title.toLowerCase()}.`,
    "",
    "## Challenge",
    "",
    "Rotas in a spreadsheet. See [pricing](/pricing).",
    "",
    "## Solution",
    "",
    "Shiftwise.",
    "",
    "## Results",
    "",
    "Less overtime.",
    "",
  ].join("\n")
}

export function entryMarkdown(entry: FixtureEntry, front: Record<string, string> = {}): string {
  const fields: Record<string, string> = {
    title: `"${entry.title}"`,
    description: DESCRIPTION(`changelog entry, ${entry.slug}`),
    date: entry.date,
    type: entry.type,
    area: "Time and attendance",
    plans: "[Growth, Enterprise]",
    ...(entry.breaking ? { breaking: "true" } : {}),
    ...(entry.media
      ? { media: `\n  - image: ./${entry.slug}.png\n    alt: A fixture screenshot of ${entry.slug}`, docs: "/features" }
      : {}),
    ...(entry.draft ? { draft: "true" } : {}),
    ...front,
  }
  return [
    "---",
    ...Object.entries(fields).map(([key, value]) => `${key}: ${value}`),
    "---",
    "",
    `What changed in ${entry.title.toLowerCase()}. See [features](/features).`,
    "",
  ].join("\n")
}

/** Replaces content/customers and content/changelog with the fixtures, and points the home page's customers at them. */
export async function writeStoryChangelogFixtures(
  contentDir: string,
  stories: ReadonlyArray<FixtureStory> = FIXTURE_STORIES,
  entries: ReadonlyArray<FixtureEntry> = FIXTURE_ENTRIES,
): Promise<void> {
  for (const folder of ["customers", "changelog"])
    fs.rmSync(path.join(contentDir, folder), { recursive: true, force: true })
  const write = (file: string, text: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(contentDir, file)), { recursive: true })
    fs.writeFileSync(path.join(contentDir, file), text)
  }
  for (const story of stories) {
    write(`customers/${story.slug}/index.md`, storyMarkdown(story))
    write(`customers/${story.slug}/logo.svg`, FIXTURE_LOGO)
    write(`customers/${story.slug}/logo-dark.svg`, FIXTURE_LOGO.replace(/#1[0-9a-f]{5}/g, "#ffffff"))
  }
  for (const entry of entries) {
    write(`changelog/${entry.slug}.md`, entryMarkdown(entry))
    if (entry.media)
      write(
        `changelog/${entry.slug}.png`,
        await sharp({ create: { width: 1200, height: 750, channels: 3, background: "#c7d2fe" } })
          .png()
          .toBuffer(),
      )
  }
  // Every page of sections that shows stories (the home page, landing pages) shows the fixtures instead.
  const published = stories.filter((story) => !story.draft)
  const pagesDir = path.join(contentDir, "pages")
  const pages = fs.readdirSync(pagesDir, { recursive: true, encoding: "utf8" }).filter((name) => name.endsWith(".md"))
  for (const file of pages) {
    const page = path.join(pagesDir, file)
    const text = fs.readFileSync(page, "utf8")
    const pointed = text
      .replace(/\n {4}stories: \[[^\]]*\]/g, `\n    stories: [${published.map((story) => story.slug).join(", ")}]`)
      .replace(/\n {4}quote: [a-z0-9-]+/g, `\n    quote: ${published[0]?.slug ?? "none"}`)
    if (pointed !== text) fs.writeFileSync(page, pointed)
  }
}
