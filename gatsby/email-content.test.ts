import fs from "fs"
import os from "os"
import path from "path"
import { readEmailContent } from "../schema/email-content"
import { onPreInit } from "./email-content"

// The email copy is checked like the rest of content/: the build stops naming the file and the field.
const contentDir = path.resolve(__dirname, "../content")

function copyOfContent(edit: (emails: string) => string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "emails-"))
  fs.copyFileSync(path.join(contentDir, "site.yaml"), path.join(dir, "site.yaml"))
  fs.copyFileSync(path.join(contentDir, "form.yaml"), path.join(dir, "form.yaml"))
  fs.copyFileSync(path.join(contentDir, "your-data.yaml"), path.join(dir, "your-data.yaml"))
  fs.writeFileSync(path.join(dir, "emails.yaml"), edit(fs.readFileSync(path.join(contentDir, "emails.yaml"), "utf8")))
  return dir
}

describe("readEmailContent", () => {
  it("accepts the copy that ships with the site and takes the brand from site.yaml", () => {
    const result = readEmailContent(contentDir)
    expect(result.ok).toBe(true)
    if (result.ok) {
      expect(result.content.brand).toMatchObject({
        productName: "Shiftwise",
        email: "hello@shiftwise.app",
        brandColor: "#4f46e5",
      })
      expect(Object.keys(result.content.copy.confirmation.next).sort()).toEqual(["demo", "early_access", "support"])
    }
  })

  it("names the file and the field of a missing or misspelt entry", () => {
    const dir = copyOfContent((text) => text.replace(/^ {2}confirmButton:.*$/m, "  confirmButon: Confirm"))
    try {
      const result = readEmailContent(dir)
      expect(result.ok).toBe(false)
      if (!result.ok) {
        expect(result.errors.join("\n")).toMatch(/emails\.yaml: YAML field "confirmation\.confirmButton" is required/)
        expect(result.errors.join("\n")).toMatch(/emails\.yaml: YAML has unknown field "confirmation\.confirmButon"/)
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it("rejects a placeholder that does not exist, which would reach a visitor as written", () => {
    const dir = copyOfContent((text) => text.replace('greeting: "Hi {name},"', 'greeting: "Hi {firstName},"'))
    try {
      const result = readEmailContent(dir)
      expect(result).toEqual({
        ok: false,
        errors: [
          expect.stringMatching(/emails\.yaml: YAML field "confirmation\.greeting" may only use the placeholders/),
        ],
      })
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it("lays a language's translation over the English string by string, and names its file and field when wrong", () => {
    const dir = copyOfContent((text) => text)
    fs.copyFileSync(path.join(contentDir, "languages.yaml"), path.join(dir, "languages.yaml"))
    fs.mkdirSync(path.join(dir, "hi"))
    const translation = path.join(dir, "hi", "emails.yaml")
    try {
      fs.writeFileSync(translation, 'confirmation:\n  subject: "कृपया पुष्टि करें"\n  next:\n    demo: "डेमो"\n')
      const result = readEmailContent(dir)
      if (!result.ok) throw new Error(result.errors.join("\n"))
      const { copy, translations } = result.content
      expect(translations.hi?.confirmation).toEqual({
        ...copy.confirmation,
        subject: "कृपया पुष्टि करें",
        next: { ...copy.confirmation.next, demo: "डेमो" },
      })
      // The team's emails are not translated.
      expect(translations.hi?.staff).toEqual(copy.staff)

      fs.writeFileSync(translation, 'confirmation:\n  greeting: "नमस्ते {firstName}"\nstaff:\n  intro: "नया"\n')
      const broken = readEmailContent(dir)
      expect(broken.ok).toBe(false)
      if (!broken.ok) {
        expect(broken.errors.join("\n")).toMatch(
          /hi\/emails\.yaml: YAML field "confirmation\.greeting" may only use the placeholders/,
        )
        expect(broken.errors.join("\n")).toMatch(/hi\/emails\.yaml: YAML has unknown field "staff"/)
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it("gives the Function's own page each language's shell: its home page once it exists, and its footer's legal links", () => {
    const dir = copyOfContent((text) => text)
    fs.copyFileSync(path.join(contentDir, "languages.yaml"), path.join(dir, "languages.yaml"))
    fs.mkdirSync(path.join(dir, "hi"))
    try {
      const english = readEmailContent(dir)
      if (!english.ok) throw new Error(english.errors.join("\n"))
      // No Hindi home page and no Hindi footer yet: the English ones, in the fonts languages.yaml names for Hindi.
      const hindiFonts = english.content.languages.find(({ code }) => code === "hi")!.fonts!
      expect(hindiFonts[0]).toBe("Noto Sans Devanagari")
      expect(english.content.shells.hi).toEqual({ ...english.content.shells.en, fonts: hindiFonts })
      expect(english.content.shells.en!.fonts).toEqual([])
      expect(english.content.shells.en).toMatchObject({ home: "/", legalNav: "Legal" })
      expect(english.content.shells.en!.legalLinks).toContainEqual({ label: "Privacy", to: "/privacy" })

      fs.writeFileSync(
        path.join(dir, "hi", "site.yaml"),
        "words: { legalNav: क़ानूनी }\nlegalLinks:\n  - { label: गोपनीयता, to: /hi/privacy }\n",
      )
      fs.mkdirSync(path.join(dir, "pages", "hi"), { recursive: true })
      fs.writeFileSync(path.join(dir, "pages", "hi", "home.md"), "---\nslug: /hi\n---\n")
      const hindi = readEmailContent(dir)
      if (!hindi.ok) throw new Error(hindi.errors.join("\n"))
      expect(hindi.content.shells.hi).toEqual({
        home: "/hi",
        legalNav: "क़ानूनी",
        legalLinks: [{ label: "गोपनीयता", to: "/hi/privacy" }],
        // Not translated here: the English role.
        privacyContact: english.content.brand.privacyContact,
        fonts: hindiFonts,
      })
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it("says when the file is missing", () => {
    const dir = copyOfContent((text) => text)
    fs.rmSync(path.join(dir, "emails.yaml"))
    try {
      const result = readEmailContent(dir)
      expect(result).toEqual({ ok: false, errors: [expect.stringMatching(/emails\.yaml is missing/)] })
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe("the your-data pages' words", () => {
  it("are in every language: a translation laid over the English, a list replaced whole, a wrong placeholder named", () => {
    const dir = copyOfContent((text) => text)
    try {
      fs.mkdirSync(path.join(dir, "hi"))
      fs.copyFileSync(path.join(contentDir, "languages.yaml"), path.join(dir, "languages.yaml"))
      fs.writeFileSync(
        path.join(dir, "hi", "your-data.yaml"),
        'view:\n  close: "अभी बंद करें"\nerase:\n  keepsList:\n    - "एक लाइन"\n',
      )
      const result = readEmailContent(dir)
      if (!result.ok) throw new Error(result.errors.join("\n"))
      const { en, hi } = result.content.yourData
      expect(hi!.view).toEqual({ ...en!.view, close: "अभी बंद करें" })
      // A translated list is the translation's, not the English's with its first item replaced.
      expect(hi!.erase.keepsList).toEqual(["एक लाइन"])
      expect(hi!.erase.erasesList).toEqual(en!.erase.erasesList)

      fs.writeFileSync(path.join(dir, "hi", "your-data.yaml"), 'view:\n  session: "{date} तक"\n')
      const broken = readEmailContent(dir)
      expect(broken.ok).toBe(false)
      if (!broken.ok)
        expect(broken.errors.join("\n")).toMatch(
          /hi\/your-data\.yaml: YAML field "view\.session" may only use the placeholders \{time\}/,
        )
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe("onPreInit", () => {
  const run = (contentDirEnv: string) => {
    const panics: string[] = []
    const previous = { dir: process.env.CONTENT_DIR, value: process.env.SHIFTWISE_BUILD_EMAIL_CONTENT }
    process.env.CONTENT_DIR = contentDirEnv
    delete process.env.SHIFTWISE_BUILD_EMAIL_CONTENT
    try {
      const reporter = { panic: (message: string) => panics.push(message) }
      ;(onPreInit as (args: unknown) => void)({ reporter })
      return { panics, exposed: process.env.SHIFTWISE_BUILD_EMAIL_CONTENT }
    } finally {
      if (previous.dir === undefined) delete process.env.CONTENT_DIR
      else process.env.CONTENT_DIR = previous.dir
      if (previous.value === undefined) delete process.env.SHIFTWISE_BUILD_EMAIL_CONTENT
      else process.env.SHIFTWISE_BUILD_EMAIL_CONTENT = previous.value
    }
  }

  it("hands the validated copy to the Functions' compiler as one variable", () => {
    const { panics, exposed } = run(contentDir)
    expect(panics).toEqual([])
    expect(JSON.parse(exposed ?? "{}")).toEqual((readEmailContent(contentDir) as { content: unknown }).content)
  })

  it("stops the build naming the file and the field when the copy is broken", () => {
    const dir = copyOfContent((text) => text.replace(/^ {2}deleteLink:.*$/m, '  deleteLink: ""'))
    try {
      const { panics, exposed } = run(dir)
      expect(exposed).toBeUndefined()
      expect(panics).toEqual([
        expect.stringMatching(/emails\.yaml: YAML field "confirmation\.deleteLink" must not be empty/),
      ])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe("the request form's words", () => {
  it("are in every language, a translation laid over the English string by string, and a wrong placeholder names its file and field", () => {
    const result = readEmailContent(contentDir)
    if (!result.ok) throw new Error(result.errors.join("\n"))
    const { form } = result.content
    expect(form.en!.form.submit).toBe("Request early access")
    expect(form.hi!.form.submit).toBe("अर्ली ऐक्सेस माँगें")

    const dir = copyOfContent((text) => text)
    try {
      fs.mkdirSync(path.join(dir, "hi"))
      fs.writeFileSync(path.join(dir, "languages.yaml"), fs.readFileSync(path.join(contentDir, "languages.yaml")))
      // Only the title translated: everything else stays English.
      fs.writeFileSync(path.join(dir, "hi", "form.yaml"), 'form:\n  title: "अपनी टीम के बारे में बताइए"\n')
      const partial = readEmailContent(dir)
      if (!partial.ok) throw new Error(partial.errors.join("\n"))
      expect(partial.content.form.hi!.form).toEqual({ ...form.en!.form, title: "अपनी टीम के बारे में बताइए" })

      // A wait that does not say how long, and a placeholder the text cannot have.
      fs.writeFileSync(path.join(dir, "hi", "form.yaml"), 'wait:\n  other: "कृपया रुकें"\n  one: "{second} सेकंड"\n')
      const broken = readEmailContent(dir)
      expect(broken.ok).toBe(false)
      if (!broken.ok) {
        expect(broken.errors.join("\n")).toMatch(/hi\/form\.yaml: YAML field "wait\.other" must use \{seconds\}/)
        expect(broken.errors.join("\n")).toMatch(
          /hi\/form\.yaml: YAML field "wait\.one" may only use the placeholders \{seconds\}/,
        )
      }

      // A confirmation that would not show the visitor's address, and a note in the two-part shape it once had.
      fs.writeFileSync(
        path.join(dir, "hi", "form.yaml"),
        'result:\n  confirmation: "पुष्टि का ईमेल भेजा जा रहा है।"\nform:\n  requiredNote:\n    before: "जिन ख़ानों पर"\n',
      )
      const unshown = readEmailContent(dir)
      expect(unshown.ok).toBe(false)
      if (!unshown.ok) {
        expect(unshown.errors.join("\n")).toMatch(
          /hi\/form\.yaml: YAML field "result\.confirmation" must use \{email\}/,
        )
        expect(unshown.errors.join("\n")).toMatch(/hi\/form\.yaml: YAML field "form\.requiredNote" /)
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
