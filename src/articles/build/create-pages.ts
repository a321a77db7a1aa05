// What gatsby/pages.ts calls: the articles' checks (reported with the pages' own) and their pages.
import fs from "fs"
import path from "path"
import type { Actions, Node } from "gatsby"
import { buildClock, previewBuild } from "../../../config/build"
import { inBuild } from "../publication"
import { checkArticles } from "./check"
import { planArticles, type ArticlePlan } from "./plan"

type NodeApi = { getNodesByType: (type: string) => Node[]; getNode: (id: string) => Node | undefined | null }

const STATIC_DIR = path.resolve(__dirname, "../../../static")
const isStaticFile = (sitePath: string) => {
  const file = path.join(STATIC_DIR, sitePath)
  return file.startsWith(STATIC_DIR + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()
}

/** The articles of this build: the clock and the preview setting read once (config/build.ts). */
export function articlesOfBuild(api: NodeApi, pages: ReadonlyArray<{ slug: string; file: string }>) {
  const now = buildClock()
  const preview = previewBuild()
  const { set, errors } = checkArticles(api, {
    pages,
    isStaticFile,
    shown: (article) => inBuild(article, { now, preview }),
  })
  return {
    errors,
    set,
    plan: errors.length ? null : planArticles(set, { now, preview }),
    now,
    preview,
  }
}

export function createArticlePages(plan: ArticlePlan, createPage: Actions["createPage"]): void {
  for (const page of plan.pages) createPage({ path: page.path, component: page.component, context: page.context })
}
