// How the scheduled go-live (ops/publish-scheduled/go-live.ts) asks CI to redeploy production: a workflow_dispatch of
// CI's workflow on the default branch with this input set, which CI reads (github-context.ts) as "rebuild and deploy
// the default branch as it is": no tests (that commit passed them when it was pushed and deployed), a build with a
// new clock, and the production deploy (deploy.ts, only of a commit that was deployed before).

/** CI's workflow file (.github/workflows/ci.yml). */
export const CI_WORKFLOW = "ci.yml"

/** The workflow_dispatch input that makes a run a redeploy. */
export const REDEPLOY_INPUT = "redeploy"
