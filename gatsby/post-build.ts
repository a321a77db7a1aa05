// After the pages are written: robots.txt (pointing at the sitemap), the social images and the writers' editor.
import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { buildAdmin } from "../cms/build-admin"
import { checkContent } from "./content-check"
import { precompress } from "./precompress"
import { rewriteEntryScripts } from "./scripts-after-paint"
import { moveSourceMaps } from "./source-maps"
import { writeSocialImages } from "./social-images"

type SiteFacts = { productName: string; tagline: string }

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ store, getNodesByType, getNode, reporter }) => {
  const { program, config } = (store.getState as () => unknown)() as {
    program: { directory: string }
    config: { siteMetadata: { siteUrl: string } }
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
    await writeSocialImages(
      publicDir,
      pages.filter((p) => p.template !== "not-found"),
      site,
    )
    activity.end()
  }

  const { rewritten, unchanged } = rewriteEntryScripts(publicDir)
  reporter.info(
    `entry scripts run after the first paint: ${rewritten} pages rewritten, ${unchanged} left as an earlier build rewrote them`,
  )

  const maps = moveSourceMaps(publicDir, path.join(program.directory, "source-maps"))
  reporter.info(`source maps: ${maps} moved out of public/ to source-maps/ (not deployed)`)

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
  editor.setStatus(`public/admin/${admin.script}, ${(admin.bytes / 1024).toFixed(0)} KiB; public/admin/config.yml`)
  editor.end()

  // Last, so that every text file written above is compressed too (the sitemap, robots.txt).
  const compressing = reporter.activityTimer("precompress")
  compressing.start()
  const { files, bytes, brotliBytes } = await precompress(publicDir)
  compressing.setStatus(
    `${files} files compressed, ${(bytes / 1024).toFixed(0)} KiB → ${(brotliBytes / 1024).toFixed(0)} KiB brotli`,
  )
  compressing.end()
}
