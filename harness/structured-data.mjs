// Adobe's structured-data validator (Google's rich-result rules, with @marbec/web-auto-extractor reading the JSON-LD)
// over built HTML files, offline: `node harness/structured-data.mjs file.html …` prints one JSON line, a list of
// { file, types, issues } where issues are the validator's { severity, issueMessage, path }. ESM only, like both
// packages, so the (CommonJS) tests run it as a child process. Without schema.org's vocabulary file (not reachable
// offline) the validator checks the types it has rules for (Organization, Person, BreadcrumbList, ListItem …);
// schema.org's property names are checked at compile time by schema-dts (src/articles/structured-data.ts).
import fs from "node:fs"
import Validator from "@adobe/structured-data-validator"
import WebAutoExtractor from "@marbec/web-auto-extractor"

const results = []
for (const file of process.argv.slice(2)) {
  const html = fs.readFileSync(file, "utf8")
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ["rdfa", "microdata"] }).parse(html)
  const issues = await new Validator(null).validate(extracted)
  const types = (extracted.jsonld ? Object.keys(extracted.jsonld) : []).sort()
  results.push({
    file,
    types,
    errors: extracted.errors ?? [],
    issues: issues.map(({ severity, issueMessage, path }) => ({ severity, issueMessage, path })),
  })
}
process.stdout.write(JSON.stringify(results) + "\n")
