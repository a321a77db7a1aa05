import fs from "fs"
import path from "path"
import yaml from "js-yaml"

type SiteFacts = {
  productName: string
  legalName: string
  address: string
  language: string
  siteUrl: string
  description: string
}

/** The brand facts the tests expect on every page, read from the same file the site is built from. */
export const site = yaml.load(fs.readFileSync(path.resolve(__dirname, "../../content/site.yaml"), "utf8")) as SiteFacts
