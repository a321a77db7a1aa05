// The page's static parts as the build wrote them into its data (page-data.json's `result.staticParts`, which Gatsby
// spreads into the page's props), for the shells of src/static-parts/static-part-shell.tsx. Provided around every
// page by src/page-wrapper.tsx.
import { createContext } from "react"
import type { StaticPartsData } from "./part-id"

export const StaticPartsContext = createContext<StaticPartsData>({})
