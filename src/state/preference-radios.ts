// The pricing switches' radios follow the preferences on <html> (data-currency, data-billing) outside React: the
// store's mirror (connect-browser.ts) sets the attributes and then calls this, in the same task as the tap, so the
// switch and the prices repaint together and React renders nothing (components/pricing/preference-toggle.tsx).

/** On a switch's radio group: the name of the <html> attribute its options follow. */
export const PREFERENCE_GROUP_ATTRIBUTE = "data-preference"

/** Sets every switch's aria-checked and tab stop from the document's preference attributes. */
export function syncPreferenceRadios(root: Document = document): void {
  for (const group of root.querySelectorAll<HTMLElement>(`[${PREFERENCE_GROUP_ATTRIBUTE}]`)) {
    const value = root.documentElement.getAttribute(group.getAttribute(PREFERENCE_GROUP_ATTRIBUTE) ?? "")
    for (const radio of group.querySelectorAll<HTMLElement>("[role=radio][data-option]")) {
      const checked = radio.dataset.option === value
      if (radio.getAttribute("aria-checked") !== String(checked)) radio.setAttribute("aria-checked", String(checked))
      const tabIndex = checked ? "0" : "-1"
      if (radio.getAttribute("tabindex") !== tabIndex) radio.setAttribute("tabindex", tabIndex)
    }
  }
}
