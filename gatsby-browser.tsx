import type { GatsbyBrowser } from "gatsby"
import { RootWrapper } from "./src/root-wrapper"
import { PageWrapper } from "./src/page-wrapper"
import { loadTelemetryLater, startTelemetry } from "./src/telemetry/start-telemetry"
import { trackRouteChange } from "./src/telemetry/route-change"
import { connectDisclosureNav } from "./src/components/disclosure-nav"
import { countServerBoundaries, firstRenderCommitted } from "./src/hydration-progress"
import { connectCookieSettings } from "./src/components/cookie-settings"
import { connectLinkPrefetch } from "./src/static-parts/link-prefetch"
import { prefetchParts } from "./src/static-parts/page-parts"
import { rememberArrival } from "./src/early-access/arrival"
import { scrollAtOnceOnPageChange } from "./src/route-scroll"

let linkPrefetch: ReturnType<typeof connectLinkPrefetch> | null = null

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <RootWrapper>{element}</RootWrapper>
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <PageWrapper path={props.location.pathname} pageContext={props.pageContext}>
    {element}
  </PageWrapper>
)

// Marks the byte-budget test and the benchmark read: "site:hydrated" when React has committed the page's first render
// (everything outside a hydration boundary), "site:interactive" once every boundary has hydrated too.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  performance.mark("site:hydrated")
  firstRenderCommitted()
  loadTelemetryLater()
}

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  // Before the router moves anywhere: the campaign of the address the site was opened with (request-source.ts).
  rememberArrival()
  countServerBoundaries()
  connectDisclosureNav()
  connectCookieSettings()
  linkPrefetch = connectLinkPrefetch(prefetchParts)
  startTelemetry()
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => {
  trackRouteChange(location, prevLocation)
  // The new page's static links, prefetched as they come into view (like Gatsby's <Link>).
  linkPrefetch?.observe()
}

// Returning true keeps the router's own choice (the top, the saved position or the #fragment): it reads only whether
// the answer is truthy.
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ prevRouterProps, routerProps }) =>
  scrollAtOnceOnPageChange(prevRouterProps?.location, routerProps.location)
