// After the pages are written: robots.txt (pointing at the sitemap), the social images, the entry-script rewrite,
// source maps out of public/, the search index (Pagefind), the writers' editor, and the .br/.gz copies. Each step
// redoes only what changed since the last build (gatsby/build-manifests.ts), so a content change rebuilds warm.
import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { buildAdmin } from "../cms/build-admin"
import { checkContent } from "./content-check"
import { precompressSetting } from "../config/build"
import { precompress, removeCompressedCopies } from "./precompress"
import { rewriteEntryScripts } from "./scripts-after-paint"
import { moveSourceMaps } from "./source-maps"
import { writeSearchIndex } from "./search-index"
import { writeSocialImages } from "./social-images"
import { checkStaticParts } from "./static-parts"
import { articlesAfterBuild } from "../src/articles/build/post-build"
import { previewBuild } from "../config/build"
import { checkSite } from "./addresses/check-site"
import { pageSources } from "./addresses/page-sources"

type SiteFacts = { productName: string; tagline: string; siteUrl: string; language: string; timeZone: string }

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, getNodesByType, getNode, reporter }) => {
  const { program, config, pages } = (store.getState as () => unknown)() as {
    program: { directory: string }
    config: { siteMetadata: { siteUrl: string } }
    pages: Map<string, { path: string; component: string; context?: { id?: unknown } }>
  }
  const publicDir = path.join(program.directory, "public")
  const siteUrl = config.siteMetadata.siteUrl
  fs.writeFileSync(
    path.join(publicDir, "robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`,
  )

  const site = getNodesByType("SiteYaml")[0] as unknown as SiteFacts | undefined
  if (site) {
    const { pages } = checkContent({ getNodesByType, getNode })
    const activity = reporter.activityTimer("social images")
    activity.start()
    const images = await writeSocialImages(
      publicDir,
      program.directory,
      pages.filter((p) => p.template !== "not-found"),
      site,
    )
    activity.setStatus(`${images.drawn} drawn, ${images.unchanged} unchanged, ${images.removed} removed`)
    activity.end()
    // The articles' feeds (from the built pages) and social cards (src/articles/build/post-build.ts).
    await articlesAfterBuild(
      { getNodesByType, getNode },
      pages,
      { publicDir, root: program.directory },
      { ...site, siteUrl },
      reporter,
    )
  }

  const { rewritten, unchanged } = rewriteEntryScripts(publicDir)
  reporter.info(
    `entry scripts run after the first paint: ${rewritten} pages rewritten, ${unchanged} left as an earlier build rewrote them`,
  )

  // Every link and #fragment of every page and feed, the writers' redirects, and the published addresses
  // (gatsby/addresses/check-site.ts); the pages are final here, and the search index below only indexes them.
  const checking = reporter.activityTimer("links, anchors and published addresses")
  checking.start()
  const addresses = checkSite({
    publicDir,
    contentDir: path.resolve(program.directory, process.env.CONTENT_DIR ?? "content"),
    origin: new URL(siteUrl).origin,
    pages: pageSources(pages.values(), getNode, program.directory),
    preview: previewBuild(process.env),
  })
  for (const warning of addresses.warnings) reporter.warn(warning)
  const { stats } = addresses
  checking.setStatus(
    `${stats.links} internal links on ${stats.pages} pages and feeds in ${stats.seconds.toFixed(2)} s; ` +
      `${stats.external} to other origins (npm run links:external); ${stats.published} published addresses`,
  )
  checking.end()
  if (addresses.errors.length) {
    reporter.panicOnBuild(
      `The links and addresses have ${addresses.errors.length} problem${addresses.errors.length > 1 ? "s" : ""}:\n  - ${addresses.errors.join("\n  - ")}`,
    )
    return
  }

  const maps = moveSourceMaps(publicDir, path.join(program.directory, "source-maps"))
  reporter.info(`source maps: ${maps} moved out of public/ to source-maps/ (not deployed)`)

  // The site's search index (public/pagefind/), from the pages as they are now final; before the copies below, so
  // its scripts are compressed too.
  const searching = reporter.activityTimer("search index (Pagefind)")
  searching.start()
  const search = await writeSearchIndex(publicDir, program.directory)
  searching.setStatus(
    `${search.pages} pages in public/pagefind/: ${search.files} files, ${(search.bytes / 1024).toFixed(0)} KiB` +
      (search.unchanged ? " (unchanged, kept)" : ""),
  )
  searching.end()

  // Each page's static parts, which the browser takes from the page's HTML by key (gatsby/static-parts.ts).
  const parting = reporter.activityTimer("static parts checked")
  parting.start()
  const parts = checkStaticParts(publicDir)
  parting.setStatus(
    `${parts.parts} parts on ${parts.pages} pages` + (parts.cleaned ? `; ${parts.cleaned} pages' data cleaned` : ""),
  )
  parting.end()

  // The editor (/admin): its own page and bundle, config.yml from the content schema. After the site's pages are
  // final, so nothing of it can reach them (tests/e2e/budget.test.ts checks they load none of it).
  const editor = reporter.activityTimer("content editor (/admin)")
  editor.start()
  const contentDir = path.resolve(program.directory, process.env.CONTENT_DIR ?? "content")
  const admin = await buildAdmin({
    root: program.directory,
    publicDir,
    contentDir,
    siteUrl,
    productName: site?.productName ?? "Site",
  })
  editor.setStatus(
    `public/admin/${admin.script}, ${(admin.bytes / 1024).toFixed(0)} KiB` +
      `${admin.bundled ? "" : " (unchanged, kept)"}; public/admin/config.yml`,
  )
  editor.end()

  // Last, so that every text file written above is compressed too (the sitemap, robots.txt). A deploy build writes
  // no copies (the CDN compresses) and removes any an earlier local build left, before the adapter lists public/'s
  // files in _headers.
  const compressing = reporter.activityTimer("precompress")
  compressing.start()
  if (precompressSetting(process.env)) {
    const { files, bytes, brotliBytes, unchanged } = await precompress(publicDir, program.directory)
    compressing.setStatus(
      `${files} files compressed, ${(bytes / 1024).toFixed(0)} KiB → ${(brotliBytes / 1024).toFixed(0)} KiB brotli; ` +
        `${unchanged} unchanged`,
    )
  } else {
    const removed = removeCompressedCopies(publicDir, program.directory)
    compressing.setStatus(`off for a deploy build (PRECOMPRESS): no copies written, ${removed} earlier ones removed`)
  }
  compressing.end()
}
