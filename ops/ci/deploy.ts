// `npm run ci:deploy`: CI's last step, after the build and its checks passed. It deploys public/ to Netlify
// (ops/netlify/deploy.ts) and tells GitHub through a commit status:
//   - a pull request (a writer's cms/* branch included): a draft deploy, its unique preview URL as the status's
//     target on the pull request's head commit, context "ci/deploy-preview". Decap's "View Preview" reads exactly
//     that: the first status whose context contains "deploy", its target_url;
//   - a push to the default branch (a merged pull request, or Markdown committed by hand): production, context
//     "ci/deploy-production";
//     When the branch has moved on by the time this run deploys, it deploys nothing: the newer commit's run does
//     (production deploys run one at a time, .github/workflows/ci.yml), so production never goes back to an older
//     commit;
//   - a redeploy of the default branch (a workflow_dispatch from the scheduled go-live, ops/ci/redeploy.ts): production
//     again, with a build whose clock has moved on, and only of a commit that was deployed before (it passed CI);
//   - anything else (a push to another branch: its pull request gets the preview): nothing.
// The deploy's title on Netlify names the build's clock (BUILD_NOW, which CI sets before the build;
// ops/netlify/deploy-title.ts), which the scheduled go-live reads back.
// It posts `pending` first, then `success` with the URL, `failure` when Netlify refused or failed the deploy, and
// `error` when this step itself broke. Without NETLIFY_AUTH_TOKEN and NETLIFY_SITE_ID (a pull request from a fork
// gets no secrets, or the repository has none) it deploys nothing and says so; without GITHUB_TOKEN it deploys and
// posts nothing.
// `npm run ci:deploy -- --failed`: for a job whose build or checks failed: posts `failure` on the same context, so
// the editor and the pull request show that there is no preview and why, rather than a preview that never comes.
import path from "path"
import { parseArgs } from "util"
import { githubClient, type GitHubClient } from "../github/client"
import { postCommitStatus, type CommitState } from "../github/commit-status"
import { NetlifyDeployFailed, netlifyDeploy } from "../netlify/deploy"
import { branchHead, hasSuccessfulStatus } from "../github/deployed-commits"
import { deployTitle } from "../netlify/deploy-title"
import { readCiContext, writeStepOutputs, type CiContext } from "./github-context"
import { STATUS_CONTEXT } from "./status-contexts"

export { STATUS_CONTEXT }

export type DeployPlan =
  | { kind: "skip"; reason: string }
  | { kind: "deploy"; production: boolean; sha: string; label: string; context: string }

type Env = Readonly<Record<string, string | undefined>>

/** What this run deploys, if anything, and where its status goes. */
export function deployPlan(context: CiContext | null, env: Env): DeployPlan {
  if (!context) return { kind: "skip", reason: "not a GitHub Actions run: nothing to deploy (see docs/deploy.md)" }
  const { event } = context
  let plan: DeployPlan
  if (event.kind === "pull_request")
    plan = {
      kind: "deploy",
      production: false,
      sha: event.headSha,
      label: `pull request #${event.number} (${event.headRef})`,
      context: STATUS_CONTEXT.preview,
    }
  else if ((event.kind === "push" || event.kind === "redeploy") && event.branch === event.defaultBranch)
    plan = {
      kind: "deploy",
      production: true,
      sha: event.sha,
      label: `${event.branch} at ${event.sha.slice(0, 7)}${event.kind === "redeploy" ? " (redeploy)" : ""}`,
      context: STATUS_CONTEXT.production,
    }
  else
    return {
      kind: "skip",
      reason:
        event.kind === "push"
          ? `a push to ${event.branch ?? "a tag"}: only the default branch deploys to production, and a pull request gets a preview`
          : event.kind === "redeploy"
            ? `a redeploy of ${event.branch ?? "a tag"}: only the default branch is redeployed`
            : `a ${event.name} run: nothing to deploy`,
    }
  if (!env.NETLIFY_AUTH_TOKEN?.trim() || !env.NETLIFY_SITE_ID?.trim())
    return {
      kind: "skip",
      reason:
        "NETLIFY_AUTH_TOKEN or NETLIFY_SITE_ID is not set: no deploy. " +
        (event.kind === "pull_request" && event.fromFork
          ? "This pull request comes from a fork, and GitHub gives a fork's runs no secrets."
          : "Add both as repository secrets to deploy (docs/deploy.md)."),
    }
  return plan
}

type Reporter = (state: CommitState, description: string, targetUrl: string) => Promise<boolean>

/** Posts statuses on the plan's commit; returns false (and says why) when GitHub refused one. */
function statusReporter(
  github: GitHubClient | null,
  context: CiContext,
  plan: DeployPlan & { kind: "deploy" },
): Reporter {
  return async (state, description, targetUrl) => {
    if (!github) return true
    try {
      await postCommitStatus(github, {
        repo: context.repo,
        sha: plan.sha,
        state,
        context: plan.context,
        description,
        targetUrl,
      })
      return true
    } catch (error) {
      console.error(
        `ci:deploy: the ${state} status was not posted: ${error instanceof Error ? error.message : String(error)}`,
      )
      return false
    }
  }
}

export type DeployRun = { code: number; url: string | null }

/** The clock the build ran with, when CI set it (BUILD_NOW, .github/workflows/ci.yml); null otherwise. */
export function buildNowOf(env: Env): Date | null {
  const value = env.BUILD_NOW?.trim()
  if (!value) return null
  const at = new Date(value)
  return Number.isNaN(at.getTime()) ? null : at
}

export async function runDeploy(
  context: CiContext | null,
  env: Env,
  { root, failed = false }: { root: string; failed?: boolean },
): Promise<DeployRun> {
  const plan = deployPlan(context, env)
  if (plan.kind === "skip" || !context) {
    console.log(`ci:deploy: ${plan.kind === "skip" ? plan.reason : ""}`)
    writeStepOutputs(context, { deployed: "false" }, plan.kind === "skip" ? `**Deploy:** skipped: ${plan.reason}` : "")
    return { code: 0, url: null }
  }
  const token = env.GITHUB_TOKEN?.trim()
  if (!token) console.warn("ci:deploy: GITHUB_TOKEN is not set: no commit status will be posted")
  const github = token ? githubClient({ token, repo: context.repo, apiUrl: context.apiUrl }) : null
  const report = statusReporter(github, context, plan)
  const what = plan.production ? "Production deploy" : "Deploy preview"

  if (failed) {
    await report("failure", `${what}: the build or its checks failed, nothing deployed`, context.runUrl)
    return { code: 0, url: null }
  }

  const { event } = context
  if (plan.production && github && (event.kind === "push" || event.kind === "redeploy")) {
    const head = await branchHead(github, context.repo, event.defaultBranch)
    // A redeploy builds no tests: it deploys only what production was deployed from before, which passed them.
    const untested =
      event.kind === "redeploy" &&
      !(await hasSuccessfulStatus(github, context.repo, plan.sha, STATUS_CONTEXT.production))
    if (head !== plan.sha || untested) {
      const reason =
        head !== plan.sha
          ? `${event.defaultBranch} is at ${head.slice(0, 7)} now: its own run deploys it, not this older commit`
          : `a redeploy deploys only a commit that was deployed before (it passed CI); ${plan.sha.slice(0, 7)} was not`
      console.log(`ci:deploy: ${reason}`)
      writeStepOutputs(context, { deployed: "false" }, `**Deploy:** skipped: ${reason}`)
      return { code: 0, url: null }
    }
  }
  await report("pending", `${what}: deploying to Netlify…`, context.runUrl)
  try {
    const deploy = await netlifyDeploy(
      {
        dir: path.join(root, "public"),
        production: plan.production,
        message: deployTitle({ label: plan.label, buildNow: buildNowOf(env), runUrl: context.runUrl }),
        cwd: root,
      },
      env,
    )
    const url = deploy.deployUrl
    console.log(`ci:deploy: ${what.toLowerCase()} of ${plan.label} is ready: ${url}`)
    if (deploy.liveUrl) console.log(`ci:deploy: live at ${deploy.liveUrl}`)
    writeStepOutputs(context, { deployed: "true", url }, `**${what}:** ${url}`)
    const posted = await report("success", `${what} ready`, url)
    // The preview is there, but a writer's editor would never show its link: the step fails so someone looks.
    return { code: posted ? 0 : 1, url }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const failedDeploy = error instanceof NetlifyDeployFailed
    console.error(`ci:deploy: ${failedDeploy ? "" : "the deploy step broke: "}${message}`)
    await report(
      failedDeploy ? "failure" : "error",
      failedDeploy
        ? `${what} failed on Netlify (see the run's log)`
        : `${what}: the deploy step broke (see the run's log)`,
      context.runUrl,
    )
    return { code: 1, url: null }
  }
}

if (require.main === module) {
  const { values } = parseArgs({ options: { failed: { type: "boolean", default: false } } })
  const root = path.resolve(__dirname, "../..")
  Promise.resolve()
    .then(() => runDeploy(readCiContext(), process.env, { root, failed: values.failed }))
    .then(
      ({ code }) => process.exit(code),
      (error: unknown) => {
        console.error(`ci:deploy: ${error instanceof Error ? error.message : String(error)}`)
        process.exit(1)
      },
    )
}
