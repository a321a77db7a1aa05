import fs from "node:fs"
import path from "node:path"
import yaml from "js-yaml"
import { wordsAfter } from "./early-access-copy"

type Confirmation = { result: { confirmation: { before: string; after: string } } }
const read = (file: string) =>
  yaml.load(fs.readFileSync(path.resolve(__dirname, "../content", file), "utf8")) as Confirmation

describe("the words after the visitor's address in the confirmation", () => {
  it("follow punctuation directly and words after a space, whatever trimming took", () => {
    expect(wordsAfter(". Please open it")).toBe(". Please open it")
    expect(wordsAfter("पर भेजा जा रहा है।")).toBe(" पर भेजा जा रहा है।")
    expect(wordsAfter("।")).toBe("।")
    expect(wordsAfter("")).toBe("")
  })

  it("read as a sentence in each language the site has (content/form.yaml and content/hi/form.yaml)", () => {
    const sentence = (file: string) => {
      const { before, after } = read(file).result.confirmation
      return `${before.trim()} ada@example.com${wordsAfter(after.trim())}`
    }
    expect(sentence("form.yaml")).toMatch(/ada@example\.com\. Please/)
    expect(sentence("hi/form.yaml")).toMatch(/ada@example\.com पर भेजा/)
  })
})
