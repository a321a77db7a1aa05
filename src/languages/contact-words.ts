// The contact page in the page's language: content/contact.yaml with its translation (content/<code>/contact.yaml,
// which gatsby/page-languages.ts has checked and put in the page's context) laid over it, string by string. A
// channel is found by its value, which is never translated; whatever the translation leaves out stays English.
import type { ContactWords } from "./language-context"

type Channel = { readonly value: string; readonly label: string; readonly note?: string | null }
type Contact = {
  readonly heading: string
  readonly text: string
  readonly hours: string
  readonly officeHeading: string
  readonly channels: ReadonlyArray<Channel>
}

export function translatedContact<C extends Contact>(english: C, words: ContactWords | undefined): C {
  if (!words) return english
  const { channels, ...texts } = words
  return {
    ...english,
    ...texts,
    channels: english.channels.map((channel) => {
      const translated = channels?.find((candidate) => candidate.value === channel.value)
      return translated ? { ...channel, ...translated } : channel
    }),
  }
}
