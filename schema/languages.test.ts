import fs from "fs"
import os from "os"
import path from "path"
import { readLanguages } from "./languages"

/** A content folder whose languages.yaml is `text`. */
function contentWith(text: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "languages-"))
  fs.writeFileSync(path.join(dir, "languages.yaml"), text)
  return dir
}

describe("content/languages.yaml", () => {
  it("reads the site's own file: English first, Hindi with the fonts of its script", () => {
    const { languages, errors } = readLanguages(path.resolve(__dirname, "../content"))
    expect(errors).toEqual([])
    expect(languages.map((language) => language.code)).toEqual(["en", "hi"])
    expect(languages[0]!.fonts).toBeUndefined()
    expect(languages[1]!.fonts?.[0]).toBe("Noto Sans Devanagari")
  })

  it("takes a language's fonts as a list of family names", () => {
    const dir = contentWith(
      "- { code: en, name: English, locale: en-IN }\n" +
        "- { code: ta, name: தமிழ், locale: ta-IN, fonts: [Noto Sans Tamil, Tamil Sangam MN] }\n",
    )
    expect(readLanguages(dir)).toEqual({
      languages: [
        { code: "en", name: "English", locale: "en-IN" },
        { code: "ta", name: "தமிழ்", locale: "ta-IN", fonts: ["Noto Sans Tamil", "Tamil Sangam MN"] },
      ],
      errors: [],
    })
  })

  it.each([
    ['"Noto Sans"; color: red', "not a family name: it would end the page's rule"],
    ["Nirmala UI}", "a brace"],
    ["", "empty"],
    [" Noto Sans Tamil ", "spaces around it: the page's rule would name a font no system has"],
  ])("refuses the font %j (%s), naming the file and the field (the language by its place)", (font) => {
    const dir = contentWith(
      `- { code: en, name: English, locale: en-IN }\n- { code: hi, name: हिन्दी, locale: hi-IN, fonts: [${JSON.stringify(font)}] }\n`,
    )
    const { languages, errors } = readLanguages(dir)
    expect(languages).toEqual([])
    expect(errors).toEqual([
      'content/languages.yaml: YAML field "1.fonts.0" must be a font\'s family name, such as "Noto Sans Devanagari"',
    ])
  })

  it("refuses an empty list of fonts: leave the field out instead", () => {
    const dir = contentWith("- { code: en, name: English, locale: en-IN, fonts: [] }\n")
    expect(readLanguages(dir).errors).toEqual([expect.stringContaining("must name at least one font, or be left out")])
  })
})
