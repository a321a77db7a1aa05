// What wraps every page, in the browser and in SSR alike (gatsby-browser and gatsby-ssr both use it).
import type { ReactNode } from "react"
import { GlobalStyles } from "./components/global-styles"
import { SiteStateProvider } from "./state/site-state-provider"

export function RootWrapper({ children }: { children: ReactNode }) {
  return (
    <SiteStateProvider>
      <GlobalStyles />
      {children}
    </SiteStateProvider>
  )
}
