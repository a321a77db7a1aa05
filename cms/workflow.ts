// Decap's editorial workflow as the editor's configuration (cms/cms-config.ts) and `npm run publish-scheduled`
// (ops/publish-scheduled/) both rely on it: one pull request per entry, from a branch `cms/<collection>/<slug>`,
// its status a label (decap-cms-lib-util APIUtils.ts: CMS_BRANCH_PREFIX, statusToLabel; we keep Decap's default
// `cms_label_prefix`). Decap 3.16 reads labels only on open pull requests, so a merged one keeps its label and is
// simply no longer listed.

/** Every entry's branch starts with this (Decap's CMS_BRANCH_PREFIX). */
export const ENTRY_BRANCH_PREFIX = "cms/"

/** The label of each status Decap's board shows: Drafts, In Review, Ready. */
export const STATUS_LABELS = {
  draft: "decap-cms/draft",
  inReview: "decap-cms/pending_review",
  ready: "decap-cms/pending_publish",
} as const

/**
 * How a Ready entry is merged, by the editor's Publish (`backend.squash_merges`) and by the scheduler alike: one
 * commit on the published branch per entry, however many times it was saved, titled with the entry.
 */
export const MERGE_METHOD = "squash" as const
