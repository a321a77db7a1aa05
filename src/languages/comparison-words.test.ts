import { translatedData } from "./data-words"
import { withComparisonWords } from "./comparison-words"
import { comparisonSchema } from "../../schema/sections"

const data = { markdownRemark: { frontmatter: { title: "Contact" } } }

it("lays a comparison's words over the comparison it names, each fact found by its source, its date the English one", () => {
  const english = {
    comparisons: {
      nodes: [
        {
          comparisonId: "spreadsheets",
          name: "Spreadsheets",
          facts: [
            {
              topic: "Shift swaps",
              us: "In the app",
              them: "By chat",
              source: "https://a.example/swaps",
              checked: "2026-11-28",
            },
            {
              topic: "Clock-in",
              us: "Geofenced",
              them: "Typed in",
              source: "https://a.example/clock",
              checked: "2026-10-01",
            },
          ],
        },
        { comparisonId: "paper", name: "Paper", facts: [] },
      ],
    },
  }
  const hindi = withComparisonWords(english, {
    spreadsheets: { name: "स्प्रेडशीट", facts: [{ source: "https://a.example/clock", topic: "पंच-इन", them: "हाथ से" }] },
  })
  expect(hindi.comparisons.nodes).toEqual([
    {
      comparisonId: "spreadsheets",
      name: "स्प्रेडशीट",
      facts: [
        english.comparisons.nodes[0]!.facts[0],
        { topic: "पंच-इन", us: "Geofenced", them: "हाथ से", source: "https://a.example/clock", checked: "2026-10-01" },
      ],
    },
    english.comparisons.nodes[1],
  ])
  // A page whose data has no comparisons is left as it is, and the YAML files' overlay leaves the comparisons alone.
  const words = { comparisons: { spreadsheets: { name: "स्प्रेडशीट" } } }
  expect(withComparisonWords(data, words.comparisons)).toBe(data)
  expect(translatedData(english, words)).toEqual(english)
})

it("refuses a comparison whose two facts share a source, which a translation could not tell apart", () => {
  const fact = (topic: string, source: string) => ({ topic, us: "A", them: "B", source, checked: "2026-11-28" })
  const result = comparisonSchema.safeParse({
    name: "Spreadsheets",
    facts: [
      fact("Swaps", "https://a.example/s"),
      fact("Clock-in", "https://a.example/c"),
      fact("Rest", "https://a.example/s"),
    ],
  })
  expect(result.success).toBe(false)
  expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
    ["facts.2.source", "must not be another fact's source: give each fact the page that supports it"],
  ])
  expect(
    comparisonSchema.safeParse({ name: "Spreadsheets", facts: [fact("Swaps", "https://a.example/s")] }).success,
  ).toBe(true)
})
