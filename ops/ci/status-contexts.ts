// The commit-status contexts CI posts (ops/ci/deploy.ts) and reads back (ops/ci/changes.ts). Both contain "deploy",
// which is what Decap's editor looks for ("View Preview": the first status whose context contains "deploy").
export const STATUS_CONTEXT = { preview: "ci/deploy-preview", production: "ci/deploy-production" } as const
