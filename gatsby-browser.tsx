import type { GatsbyBrowser } from "gatsby"
import { RootWrapper } from "./src/root-wrapper"
import { PageWrapper } from "./src/page-wrapper"
import { loadTelemetryWhenIdle, startTelemetry } from "./src/telemetry/start-telemetry"
import { trackRouteChange } from "./src/telemetry/route-change"
import { requestNavigation, watchForEarlyIntent } from "./src/components/deferred-nav-intent"

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <RootWrapper>{element}</RootWrapper>
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => <PageWrapper>{element}</PageWrapper>

// A mark the byte-budget test and the benchmark read: everything fetched before it was needed to hydrate.
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  performance.mark("site:hydrated")
  requestNavigation()
  loadTelemetryWhenIdle()
}

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  watchForEarlyIntent()
  startTelemetry()
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) =>
  trackRouteChange(location, prevLocation)
