// Fixture link lists and card copy for the shell's component tests (not content/site.yaml, so writers can change
// the real ones freely; the browser tests check those on the built site).
export const headerLinksFixture = [
  { label: "Contact", to: "/contact" },
  { label: "Pricing", to: "/pricing" },
  { label: "Features", to: "/features" },
]

export const footerFixture = {
  columns: [
    {
      heading: "Resources",
      links: [
        { label: "Pricing", to: "/pricing" },
        { label: "Features", to: "/features" },
        { label: "Contact Us", to: "/contact" },
      ],
    },
    {
      heading: "Security & Privacy",
      links: [
        { label: "Privacy Policy", to: "/privacy" },
        { label: "Terms of Use", to: "/terms" },
        { label: "Cookie Policy", to: "/cookie" },
      ],
    },
    {
      heading: "{productName}",
      links: [
        { label: "Support Center", to: "/invite" },
        { label: "Request Demo", to: "/invite" },
        { label: "About Us", to: "/about" },
      ],
    },
  ],
  legalLinks: [
    { label: "Terms of Use", to: "/terms" },
    { label: "Privacy", to: "/privacy" },
    { label: "Refund", to: "/return" },
  ],
  contactCard: {
    heading: "Do you have any question?",
    text: "Feel free to contact us",
    button: { label: "CONTACT US NOW", to: "/contact" },
  },
}

/** The shell's words (content/site.yaml's words) in English, and a language switcher with one other language. */
export const shellFixture = {
  words: {
    skipLink: "Skip to content",
    home: "{productName} home",
    menu: "Menu",
    mainNav: "Main",
    footerNav: "Footer",
    legalNav: "Legal",
    cookieSettings: "Cookie settings",
    languages: "Language",
    lastUpdated: "Last updated {date}",
    comparisonTopics: "What",
    comparisonCaption: "{productName} and {alternative}, compared",
    comparisonSources: "Sources",
    comparisonSource: "{topic}: {site}, checked {date}.",
    comparisonSourceLabel: "Source for “{topic}”, checked {date}",
  },
  homePath: "/",
  languages: [{ code: "hi", name: "हिन्दी", to: "/hi/privacy" }],
}
