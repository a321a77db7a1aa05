import type { Ref } from "react"
import { GLOBAL_CLASSES as C } from "./global-classes"

/** content/site.yaml's cookieBanner, in the page's language. */
export type CookieBannerWords = {
  title: string
  text: string
  policyLink: { label: string; to: string }
  reject: string
  accept: string
}

type Props = {
  words: CookieBannerWords
  onAccept: () => void
  onReject: () => void
  /** The banner itself, for moving focus to it when Cookie settings opens it. */
  ref?: Ref<HTMLElement>
}

/**
 * The cookie banner: fixed to the bottom of the viewport, so it never moves the page, and first in the
 * document, so the first Tab reaches it. Accept and Reject are equally easy: same size, same style. Shown only
 * while <html> has data-consent-banner="open" (cookie-consent.tsx says who sets it). On a phone it is a compact bar
 * (tight spacing, the buttons side by side), so that the first screen's primary action stays in sight above it.
 * It is on every page, so it carries class names whose rules are in the global stylesheet (global-class-styles.ts),
 * and no page needs Emotion's runtime for it.
 */
export default function CookieBanner({ words, onAccept, onReject, ref }: Props) {
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="cookie-banner-title"
      className={C.cookieBanner}
      data-testid="cookie-banner"
    >
      <div className={C.cookieBannerText}>
        {/* Not a heading: the banner comes first in the document, and a heading there would precede the
            page's h1. The region is still named by it, so the landmark list finds it. */}
        <p id="cookie-banner-title" className={C.cookieBannerTitle}>
          {words.title}
        </p>
        <p>
          {words.text} <a href={words.policyLink.to}>{words.policyLink.label}</a>
        </p>
      </div>
      <div className={C.cookieBannerActions}>
        <button type="button" className={C.cookieBannerChoice} onClick={onReject}>
          {words.reject}
        </button>
        <button type="button" className={C.cookieBannerChoice} onClick={onAccept}>
          {words.accept}
        </button>
      </div>
    </section>
  )
}
