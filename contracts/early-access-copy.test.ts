import fs from "node:fs"
import path from "node:path"
import yaml from "js-yaml"
import { wordsAround } from "./early-access-copy"

type FormFile = { form: { requiredNote: string }; result: { confirmation: string } }
const read = (file: string) =>
  yaml.load(fs.readFileSync(path.resolve(__dirname, "../content", file), "utf8")) as FormFile

describe("a text split around the value a renderer shows as an element", () => {
  it("keeps the writer's words and spaces on each side, wherever the value stands", () => {
    expect(wordsAround("On its way to {email}. Open it.", "email")).toEqual(["On its way to ", ". Open it."])
    expect(wordsAround("{email} पर भेजा गया।", "email")).toEqual(["", " पर भेजा गया।"])
    expect(wordsAround("Fields marked {mark} are required.", "email")).toEqual(["Fields marked {mark} are required."])
  })

  it("reads as a sentence in each language the site has (content/form.yaml and content/hi/form.yaml)", () => {
    const sentence = (file: string) => wordsAround(read(file).result.confirmation, "email").join("ada@example.com")
    const note = (file: string) => wordsAround(read(file).form.requiredNote, "mark").join("*")
    expect(sentence("form.yaml")).toMatch(/on its way to ada@example\.com\. Please/)
    expect(sentence("hi/form.yaml")).toMatch(/ईमेल ada@example\.com पर भेजा/)
    expect(note("form.yaml")).toBe("Fields marked * are required.")
    expect(note("hi/form.yaml")).toMatch(/ख़ानों पर \* का निशान/)
  })
})
