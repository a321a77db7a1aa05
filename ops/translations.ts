// What is translated, missing and stale, for each language of content/languages.yaml (gatsby/translations.ts).
//   npm run translations                          the report: exits 1 when a translation is stale
//   npm run translations -- --reviewed FILE ...   records that each translation was checked against its English as it
//                                                 is now (writes its translatedFrom), after a person has reviewed it
import path from "path"
import { parseArgs } from "node:util"
import { languagesOf } from "../schema/languages"
import { recordReviewed, translationsReport } from "../gatsby/translations"

const contentDir = path.resolve(__dirname, "..", process.env.CONTENT_DIR ?? "content")

function main(): number {
  const { values, positionals } = parseArgs({
    options: { reviewed: { type: "string", multiple: true } },
    allowPositionals: true,
  })
  if (positionals.length && !values.reviewed) {
    console.error(`npm run translations takes files only after --reviewed (${positionals.join(" ")})`)
    return 2
  }
  // `--reviewed a b`, as the report's last line suggests for several files, and `--reviewed a --reviewed b` alike.
  const reviewed = [...(values.reviewed ?? []), ...positionals]
  const languages = languagesOf(contentDir)
  for (const file of reviewed) {
    console.log(`${file}: translatedFrom ${recordReviewed(contentDir, languages, file)}`)
  }
  if (reviewed.length) return 0
  let stale = 0
  for (const report of translationsReport(contentDir, languages)) {
    const { language, translated, missing } = report
    console.log(
      `${language.name} (${language.code}): ${translated.length} of ${translated.length + missing.length} files translated`,
    )
    for (const file of translated) {
      const entry = report.stale.find((item) => item.file === file)
      console.log(
        `  ${entry ? "stale    " : "ok       "} content/${file}${entry ? `  (content/${entry.english} changed since)` : ""}`,
      )
    }
    for (const file of missing) console.log(`  missing   content/${file}`)
    for (const file of report.orphans) console.log(`  orphan    content/${file}  (no English file to translate)`)
    stale += report.stale.length
  }
  if (stale) console.log(`\n${stale} stale: update each, then npm run translations -- --reviewed <file>`)
  return stale ? 1 : 0
}

process.exitCode = main()
