// A small set of articles for tests and for trying the article pages without the real posts: 2 authors, 4 tags, a
// series of 2 parts, 6 published posts (one with a figure, footnotes, a table and 3 sections; one first published
// elsewhere), a draft and a post dated 2099. Written into a content folder (a temp site's), images drawn by sharp.
import fs from "fs"
import path from "path"
import sharp from "sharp"

const DESCRIPTION = (topic: string) =>
  `A fixture post about ${topic}, long enough for the description rule of 120 to 160 characters, written for the build and browser tests.`.slice(
    0,
    158,
  )

type Post = {
  slug: string
  title: string
  date: string
  tags: string[]
  authors?: string[]
  series?: string
  draft?: boolean
  canonical?: string
  updated?: string
  related?: string[]
  body?: string
}

export const FIXTURE_POSTS: Post[] = [
  {
    slug: "fixture-rota-basics",
    title: "Fixture: the basics of a fair rota",
    date: "2026-01-05T09:00:00+05:30",
    updated: "2026-02-01",
    tags: ["fixture-scheduling", "fixture-fairness"],
    series: "fixture-series",
    body: [
      "A rota is fair when the hard shifts rotate.[^1] See [pricing](/pricing) and [part two](/blog/fixture-rota-advanced).",
      "",
      "## Start from demand",
      "",
      "![A bar chart of demand by hour](./figure-1.png)",
      "",
      "## Share the weekends",
      "",
      "Table: Weekend shifts per person",
      "",
      "| Person | Weekends |",
      "| --- | --- |",
      "| Asha | 2 |",
      "| Ben | 2 |",
      "",
      "## Publish early",
      "",
      "Two weeks ahead is the usual courtesy.[^2]",
      "",
      "[^1]: A fixture footnote.",
      "[^2]: Another fixture footnote.",
    ].join("\n"),
  },
  {
    slug: "fixture-rota-advanced",
    title: "Fixture: fair rotas, part two",
    date: "2026-01-12T09:00:00+05:30",
    tags: ["fixture-scheduling", "fixture-fairness"],
    series: "fixture-series",
    related: ["fixture-payroll"],
  },
  {
    slug: "fixture-overtime",
    title: "Fixture: overtime rules",
    date: "2026-01-20",
    tags: ["fixture-law", "fixture-scheduling"],
  },
  {
    slug: "fixture-payroll",
    title: "Fixture: timesheets to payroll",
    date: "2026-02-02",
    tags: ["fixture-payroll"],
    authors: ["fixture-ben"],
  },
  {
    slug: "fixture-clock-in",
    title: "Fixture: clocking in",
    date: "2026-02-10",
    tags: ["fixture-scheduling"],
    authors: ["fixture-ben"],
  },
  {
    slug: "fixture-syndicated",
    title: "Fixture: first published elsewhere",
    date: "2026-02-20",
    tags: ["fixture-law"],
    canonical: "https://example.com/fixture-original",
  },
  { slug: "fixture-draft", title: "Fixture: a draft", date: "2026-01-01", tags: ["fixture-scheduling"], draft: true },
  {
    slug: "fixture-future",
    title: "Fixture: a post from the future",
    date: "2099-06-01T09:00:00Z",
    tags: ["fixture-scheduling"],
  },
]

const TAGS = {
  "fixture-scheduling": "Scheduling",
  "fixture-fairness": "Fairness",
  "fixture-law": "Labour law",
  "fixture-payroll": "Payroll",
}
const AUTHORS = {
  "fixture-asha": ["Asha Fixture", "Head of fixtures"],
  "fixture-ben": ["Ben Fixture", "Fixture writer"],
}

function card(width: number, height: number, label: string, hue: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="${hue}"/><rect x="${width / 8}" y="${height / 4}" width="${width / 2}" height="${height / 2}" rx="24" fill="#ffffff" opacity="0.8"/><text x="${width / 8 + 32}" y="${height / 2}" font-family="DejaVu Sans" font-size="${Math.round(height / 10)}" fill="#0f172a">${label}</text></svg>`
  return sharp(Buffer.from(svg)).png({ palette: true, compressionLevel: 9 }).toBuffer()
}

export async function writeArticleFixtures(
  contentDir: string,
  posts: ReadonlyArray<Post> = FIXTURE_POSTS,
): Promise<void> {
  const write = (file: string, text: string | Buffer) => {
    fs.mkdirSync(path.dirname(path.join(contentDir, file)), { recursive: true })
    fs.writeFileSync(path.join(contentDir, file), text)
  }
  for (const [id, name] of Object.entries(TAGS))
    write(
      `tags/${id}.yaml`,
      `name: ${name}\ndescription: Fixture posts about ${name.toLowerCase()}, for the build and browser tests of the blog.\n`,
    )
  for (const [id, [name, role]] of Object.entries(AUTHORS)) {
    write(
      `authors/${id}.yaml`,
      `name: ${name}\nrole: ${role}\nphoto: ./${id}.png\nbio: ${name} writes fixture posts so that the tests have an author with a bio of a believable length.\nlinks:\n  - label: Website\n    url: https://example.com/${id}\n`,
    )
    write(`authors/${id}.png`, await card(256, 256, (name ?? id).slice(0, 1), "#c7d2fe"))
  }
  write(
    "series/fixture-series.yaml",
    "title: Fixture rotas\ndescription: A fixture series of two parts, for the series box and its part numbers.\n",
  )
  for (const post of posts) {
    const front = [
      "---",
      `title: "${post.title}"`,
      `description: ${DESCRIPTION(post.slug)}`,
      `date: ${post.date}`,
      ...(post.updated ? [`updated: ${post.updated}`] : []),
      `authors: [${(post.authors ?? ["fixture-asha"]).join(", ")}]`,
      `tags: [${post.tags.join(", ")}]`,
      ...(post.series ? [`series: ${post.series}`] : []),
      "cover: ./cover.png",
      `coverAlt: A fixture cover for ${post.title.replace(":", " -")}`,
      ...(post.draft ? ["draft: true"] : []),
      ...(post.canonical ? [`canonical: ${post.canonical}`] : []),
      ...(post.related ? [`related: [${post.related.join(", ")}]`] : []),
      "---",
      "",
      post.body ?? `The text of ${post.title.toLowerCase()}. It has one paragraph and a [link home](/).`,
      "",
    ].join("\n")
    write(`blog/${post.slug}/index.md`, front)
    write(`blog/${post.slug}/cover.png`, await card(1200, 630, post.slug, "#a5b4fc"))
    if (post.body?.includes("figure-1.png"))
      write(`blog/${post.slug}/figure-1.png`, await card(1200, 700, "demand", "#99f6e4"))
  }
}

if (require.main === module) {
  const target = process.argv[2]
  if (!target) throw new Error("usage: tsx harness/article-fixtures.ts <content dir>")
  void writeArticleFixtures(path.resolve(target))
}
