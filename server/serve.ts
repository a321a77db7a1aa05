// `npm run serve`: serve the existing production build (run `npm run build` first, or `npm start`).
import fs from "fs"
import path from "path"
import { startDeliveryWorker } from "../api/outbox/delivery-worker-supervisor"
import { createSiteServer } from "./site-server"

const root = path.resolve(__dirname, "..")
if (!fs.existsSync(path.join(root, "public", "index.html"))) {
  console.error("No build found in public/. Run `npm run build` first (or `npm start`, which builds and serves).")
  process.exit(1)
}

// This process outlives each answer: early-access emails and notifications go out behind it, from a child process
// at a lower CPU priority, so delivering never slows the answers.
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
