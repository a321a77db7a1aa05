// One Function instance as AWS Lambda's Node runtime runs it on Netlify: this process loads the wrapper deploy
// uploads (.netlify/functions-internal/<id>/<id>.js, which requires the bundle in .cache/functions/) once, then
// answers invocations one at a time, sent over IPC by harness/lambda-instance.ts. An uncaught exception ends the
// process, as it ends a Lambda instance. Plain CommonJS, so every Node version under test runs it as it is.
const path = require("node:path")

const wrapper = process.argv[2]
let handler
try {
  handler = require(path.resolve(wrapper)).handler
} catch (error) {
  process.stderr.write(`could not load ${wrapper}: ${error && error.stack ? error.stack : String(error)}\n`)
  process.exit(1)
}

const context = (id) => ({
  functionName: process.env.AWS_LAMBDA_FUNCTION_NAME,
  awsRequestId: `req-${id}`,
  callbackWaitsForEmptyEventLoop: true,
  getRemainingTimeInMillis: () => 10_000,
})

process.on("message", (message) => {
  if (message.type === "invoke") {
    Promise.resolve()
      .then(() => handler(message.event, context(message.id)))
      .then(
        (result) => process.send({ type: "result", id: message.id, result }),
        (error) =>
          process.send({ type: "result", id: message.id, error: String(error && error.stack ? error.stack : error) }),
      )
  } else if (message.type === "ping") {
    // Answered from a later turn of the event loop than the invocation's: anything the answer left pending
    // (next-tick teardown of the request stream, say) has run by now, and would have ended the process.
    setImmediate(() => process.send({ type: "pong", id: message.id }))
  }
})

process.send({ type: "ready", version: process.version, pid: process.pid })
