import type { GatsbyNode } from "gatsby"
import type { ErrorRequestHandler, Express } from "express"
import { bodyParserErrors } from "../api/http/body-parser-errors"

// Under `gatsby develop`, answer malformed or oversized API bodies in the API's JSON error shape.
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = ({ app }) => {
  const server = app as Express // Gatsby types it `any`
  server.use("/api", bodyParserErrors as unknown as ErrorRequestHandler)
}
