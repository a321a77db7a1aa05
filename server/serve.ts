// `npm run serve`: serve the existing production build (run `npm run build` first, or `npm start`).
import path from "path"
import { startDeliveryWorker } from "../api/outbox/delivery-worker-supervisor"
import { declareLongLivedServer } from "../api/runtime/process-lifecycle"
import { buildProblem } from "./build-check"
import { createSiteServer } from "./site-server"

const root = path.resolve(__dirname, "..")
const problem = buildProblem(root)
if (problem) {
  console.error(problem)
  process.exit(1)
}

// This process outlives each answer and serves many at once (a larger database pool than a Function instance's).
// Early-access emails and notifications go out behind the answers, from a child process at a lower CPU priority,
// so delivering never slows them.
declareLongLivedServer()
const deliveries = startDeliveryWorker()

const host = process.env.HOST || "127.0.0.1"
const port = Number(process.env.PORT ?? 9000)
const server = createSiteServer({ root }).listen(port, host, () => {
  const address = server.address()
  const actualPort = typeof address === "object" && address ? address.port : port
  console.log(`Serving the production build on http://${host}:${actualPort}`)
})

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    const closed = new Promise((resolve) => server.close(resolve))
    void Promise.all([closed, deliveries.stop()]).then(() => process.exit(0))
    setTimeout(() => process.exit(0), 2000).unref()
  })
}
