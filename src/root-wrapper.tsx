// What wraps every page, in the browser and in SSR alike (gatsby-browser and gatsby-ssr both use it). Gatsby wraps
// each page's Head in it too, so it renders nothing of its own (the global styles are page-wrapper.tsx's).
import type { ReactNode } from "react"
import { SiteStateProvider } from "./state/site-state-provider"

export function RootWrapper({ children }: { children: ReactNode }) {
  return <SiteStateProvider>{children}</SiteStateProvider>
}
