// A generated blog for `npm run bench:build -- --posts 50,200,500`: N posts in a temp copy of the site (never committed),
// each with its own cover (a distinct 1920 × 1080 illustration like the site's own, tools/bench/bench-cover.ts, so no
// image is processed once for many posts), three sections, a list, a footnote and links, spread over the real authors
// and tags, a few in series; and the one-post change of the warm build. They are added to the temp copy's content/blog
// beside the site's own posts, which other content links to (the changelog's entries name posts as their docs).
// Drawing a cover takes about half a second, so each is kept in a cache folder under the name of a hash of its
// drawing, of how it is drawn and of sharp's version: a later run (another size, another round) copies it instead.
import crypto from "crypto"
import fs from "fs"
import os from "os"
import path from "path"
import sharp from "sharp"
import { benchCoverSvg, drawBenchCover } from "./bench-cover"

const COVER_CACHE = path.join(os.homedir(), ".cache", "shiftwise", "bench-covers")

const PARAGRAPH =
  "A rota is fair when the hard shifts rotate and everyone can see how they were shared. Managers who publish two weeks ahead, " +
  "keep swaps inside the rules and explain the exceptions spend less time answering questions and more time running the floor. " +
  "Start from demand by the hour, fill the core shifts first, then offer the rest to people who asked for more hours."

const ids = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((file) => file.endsWith(".yaml"))
        .map((file) => file.replace(/\.yaml$/, ""))
        .sort()
    : []

export async function writeCorpus(site: string, count: number): Promise<void> {
  const content = path.join(site, "content")
  const blog = path.join(content, "blog")
  const authors = ids(path.join(content, "authors"))
  const tags = ids(path.join(content, "tags"))
  const series = ids(path.join(content, "series"))
  if (!authors.length || !tags.length)
    throw new Error("the site's content has no authors or tags to spread the posts over")
  const start = Date.UTC(2020, 0, 1)
  const covers: Array<{ seed: number; file: string }> = []
  for (let i = 0; i < count; i++) {
    const slug = `bench-post-${String(i + 1).padStart(4, "0")}`
    const dir = path.join(blog, slug)
    fs.mkdirSync(dir, { recursive: true })
    const date = new Date(start + i * 86_400_000 * 2).toISOString().slice(0, 10)
    const postTags = [tags[i % tags.length]!, tags[(i * 7 + 3) % tags.length]!].filter(
      (tag, n, all) => all.indexOf(tag) === n,
    )
    const inSeries = series.length && i % 25 < 2 ? [`series: ${series[0]}`] : []
    const previous =
      i > 0 ? `See also [the post before](/blog/bench-post-${String(i).padStart(4, "0")}) and [pricing](/pricing).` : ""
    fs.writeFileSync(
      path.join(dir, "index.md"),
      [
        "---",
        `title: "Generated post ${i + 1}: how to share weekend shifts"`,
        `description: A generated post for the build benchmark, number ${i + 1}, long enough for the description rule of 120 to 160 characters on the site.`,
        `date: ${date}`,
        `authors: [${authors[i % authors.length]}]`,
        `tags: [${postTags.join(", ")}]`,
        ...inSeries,
        "cover: ./cover.png",
        `coverAlt: A generated cover, a week's rota number ${i + 1}`,
        "---",
        "",
        `${PARAGRAPH}[^1] ${previous}`,
        "",
        ...["Start from demand", "Share the weekends", "Publish early"].flatMap((heading) => [
          `## ${heading}`,
          "",
          PARAGRAPH,
          "",
          "- Core shifts first",
          "- Open shifts offered to all",
          "- Swaps inside the rules",
          "",
          PARAGRAPH,
          "",
        ]),
        "[^1]: A generated footnote.",
        "",
      ].join("\n"),
    )
    covers.push({ seed: i + 1, file: path.join(dir, "cover.png") })
  }
  const drawn = await writeCovers(covers)
  if (drawn) console.log(`  ${drawn} covers drawn (the rest copied from ${COVER_CACHE})`)
}

/** Each cover from the cache, drawing the missing ones two at a time (one per core). Returns how many were drawn. */
async function writeCovers(covers: Array<{ seed: number; file: string }>): Promise<number> {
  const version = `${sharp.versions.sharp}-${sharp.versions.vips}-${drawBenchCover.toString()}`
  let drawn = 0
  const queue = [...covers]
  const worker = async () => {
    for (let cover = queue.shift(); cover; cover = queue.shift()) {
      const hash = crypto.createHash("sha256").update(version).update(benchCoverSvg(cover.seed)).digest("hex")
      const cached = path.join(COVER_CACHE, `${hash.slice(0, 24)}.png`)
      if (!fs.existsSync(cached)) {
        fs.mkdirSync(COVER_CACHE, { recursive: true })
        await drawBenchCover(cover.seed, `${cached}.tmp`)
        fs.renameSync(`${cached}.tmp`, cached)
        drawn++
      }
      fs.copyFileSync(cached, cover.file)
    }
  }
  await Promise.all([worker(), worker()])
  return drawn
}

/** The warm build's change: a sentence of the middle post's text, different each call. */
export function changeOnePost(site: string, count: number, round: number): void {
  const file = path.join(
    site,
    "content/blog",
    `bench-post-${String(Math.ceil(count / 2)).padStart(4, "0")}`,
    "index.md",
  )
  const text = fs.readFileSync(file, "utf8")
  fs.writeFileSync(file, text.replace(/\[\^1\](?: \(edit \d+\))?/, `[^1] (edit ${round})`))
}
