// The path of the page being rendered, for the browser's shells (static-part-shell.tsx): they draw that page's parts
// (page-parts.ts). Provided around every page by src/page-wrapper.tsx.
import { createContext } from "react"

export const PagePathContext = createContext<string>("/")
