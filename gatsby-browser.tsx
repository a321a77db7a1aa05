import type { GatsbyBrowser } from "gatsby"
import { RootWrapper } from "./src/root-wrapper"
import { startTelemetry } from "./src/telemetry/start-telemetry"
import { trackRouteChange } from "./src/telemetry/route-change"

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <RootWrapper>{element}</RootWrapper>

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => startTelemetry()

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location, prevLocation }) => trackRouteChange(location, prevLocation)
