import { earlyAccessExchange } from "../early-access/exchange"
import { isFormSubmission, UNREADABLE_BODY } from "./form-submission"
import { sendError, type ApiRequest, type ApiResponse } from "./http"
import { TOO_LARGE } from "./json-body"

// Under `gatsby develop` and `gatsby serve`, Gatsby's own middleware parses the body with express.json() etc.
// before the function runs. On malformed JSON or a body over 100 kB the parser calls next(error), the function is
// skipped, and Express's default final handler answers an HTML page (400 / 413, with a stack trace outside
// production). Mount this error middleware after Gatsby's on `/api` (gatsby-node `onCreateDevServer`, and in any
// custom server) so those answers use the API's JSON error shape too. A browser's own form submission (the
// early-access form sent before hydration, the only form that posts to a Function) gets the page it would get from
// the Function itself.

type Next = (error?: unknown) => void

function parserErrorType(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null) return undefined
  const type: unknown = Reflect.get(error, "type")
  return typeof type === "string" ? type : undefined
}

export function bodyParserErrors(error: unknown, req: ApiRequest, res: ApiResponse, next: Next): void {
  if (res.headersSent) return next(error)
  if (isFormSubmission(req)) return formParserError(error, req, res, next)
  switch (parserErrorType(error)) {
    case "entity.parse.failed":
      return sendError(res, 400, "malformed_json", "The request body is not valid JSON.")
    case "entity.too.large":
      return sendError(res, TOO_LARGE.status, TOO_LARGE.code, TOO_LARGE.message)
    case "charset.unsupported":
    case "encoding.unsupported":
      return sendError(res, 415, "unsupported_media_type", "Send the request body as UTF-8 JSON.")
    case "request.aborted":
    case "request.size.invalid":
    case "stream.encoding.set":
    case "stream.not.readable":
      return sendError(res, 400, "bad_request", "The request body could not be read.")
    default:
      return next(error)
  }
}

function formParserError(error: unknown, req: ApiRequest, res: ApiResponse, next: Next): void {
  const exchange = earlyAccessExchange(req, res)
  switch (parserErrorType(error)) {
    case "entity.too.large":
    case "parameters.too.many":
      return exchange.unreadable(TOO_LARGE)
    case "entity.parse.failed":
    case "charset.unsupported":
    case "encoding.unsupported":
    case "request.aborted":
    case "request.size.invalid":
    case "stream.encoding.set":
    case "stream.not.readable":
      return exchange.unreadable(UNREADABLE_BODY)
    default:
      return next(error)
  }
}
