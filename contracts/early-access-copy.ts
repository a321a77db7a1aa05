// The words of the early-access card, in one place for its two renderers: the React views on /invite
// (src/components/early-access/) and the page the Function answers a form submitted without the script with
// (api/early-access/page.ts). Both import these, so what a visitor reads cannot drift between the two.
// Dependency-free on purpose (the browser bundle carries it); the topics and company sizes are in
// contracts/early-access.ts and contracts/employee-ranges.ts.

/** The form: its title, its fields' labels, the button and the privacy note under it. */
export const FORM_COPY = {
  title: "Tell us about your team",
  /** "Fields marked * are required.", the marker between the two parts. */
  requiredNote: ["Fields marked", "are required."],
  optional: "(optional)",
  email: "Work email",
  name: "Your name",
  company: "Company",
  size: "Company size",
  sizePlaceholder: "Select a size",
  topic: "What can we help with?",
  message: "Message",
  submit: "Request early access",
  sending: "Sending…",
  privacy:
    "We store these details to answer your request, email you a link to confirm your address, and tell our team at once. We keep them for at most 730 days, and the link in that email deletes them whenever you like.",
  privacyLink: { label: "How we handle your data", to: "/privacy" },
} as const

/** The ResultView: the request is stored (the answer is the same for a new and a repeated email). */
export const RESULT_COPY = {
  title: "Thank you, we have your request",
  /** The sentence around the visitor's email address, shown in bold between the two parts. */
  confirmation: [
    "A confirmation email is on its way to",
    ". Please open it and confirm your address so we can reply. The same email has a link to delete your request.",
  ],
  sentTitle: "What you sent",
  rows: { name: "Name", company: "Company", emp_count: "Company size", topic: "Topic", message: "Message" },
  next: { label: "Explore the features", to: "/features" },
} as const

/** The ErrorView: the request could not be sent or stored. */
export const ERROR_COPY = {
  title: "Something went wrong, try again",
  back: "Back to the form",
} as const

/** The wait the server asks for (429), shown above the button. */
export function waitMessage(seconds: number): string {
  return `Too many requests for now. Please try again in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`
}

/**
 * What only the page answering a form sent without the script says: the React form shows field errors in place
 * and never sends a cross-site or oversized request.
 */
export const PAGE_COPY = {
  invalid: {
    title: "Some fields need attention",
    text: "Nothing was stored yet. Correct the fields marked below and send the form again.",
  },
  // A failure after the commit is possible (rare), so this does not promise that nothing was stored; a repeat is
  // harmless (it is answered like a new request and changes nothing stored).
  failed: { text: "Your request may not have reached us. What you typed is below: send it again in a moment." },
  rateLimited: { title: "Please wait a moment" },
  crossSite: {
    title: "This request came from another site",
    text: "We only accept requests sent from our own pages, so nothing was stored. If you meant to write to us, use the form on our site.",
  },
  tooLarge: {
    title: "That was more than we can take",
    text: "The request was larger than 100 kB, so nothing was stored. Shorten your message and send the form again.",
  },
  /** The form again, under an error: where a visitor who ran into one can start over. */
  formLink: "Go to the form",
  home: "home",
} as const
