// Serves another Gatsby site's build (the official starter, for the benchmark) on 127.0.0.1 and a free port, the
// way our own server serves ours: precompressed brotli/gzip copies where the build has them, immutable hashed
// assets, HTML revalidated. The comparison then measures the two sites' code, not two ways of compressing it.
import type { AddressInfo } from "net"
import express from "express"
import expressStaticGzip from "express-static-gzip"

export type StaticBuildServer = { url: string; stop: () => Promise<void> }

export function serveStaticBuild(publicDir: string): Promise<StaticBuildServer> {
  const app = express()
  app.disable("x-powered-by")
  app.use(
    expressStaticGzip(publicDir, {
      enableBrotli: true,
      orderPreference: ["br", "gzip"],
      serveStatic: {
        setHeaders: (res, file) => {
          const hashed = /-[0-9a-f]{16,}\.(?:js|css)$/.test(file) || file.includes("/static/")
          res.setHeader(
            "Cache-Control",
            hashed ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
          )
        },
      },
    }),
  )
  return new Promise((resolve, reject) => {
    const server = app.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `http://127.0.0.1:${port}`,
        stop: () => new Promise<void>((done) => server.close(() => done())),
      })
    })
    server.once("error", reject)
  })
}
