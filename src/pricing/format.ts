// Pure price arithmetic and formatting: what every amount on the pricing displays reads.
import type { Billing, Currency } from "../state/preferences"

/** Per seat per month; `yearly` is the per-month price when billed yearly (content/pricing.yaml). */
export type Amounts = { readonly monthly: number; readonly yearly: number }

// en-IN groups rupees the Indian way (₹1,00,000); en-US gives $100,000.
const LOCALES: Record<Currency, string> = { INR: "en-IN", USD: "en-US" }
const MONTHS = 12

const formatters = new Map<string, Intl.NumberFormat>()

/** "$5", "$4.50", "₹1,00,000": whole amounts without decimals, others with two. */
export function formatMoney(amount: number, currency: Currency): string {
  const whole = Number.isInteger(amount)
  const key = `${currency}:${whole}`
  let formatter = formatters.get(key)
  if (!formatter) {
    const digits = whole ? 0 : 2
    formatter = new Intl.NumberFormat(LOCALES[currency], {
      style: "currency",
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
    formatters.set(key, formatter)
  }
  return formatter.format(amount)
}

// Amounts in content have at most two decimals; rounding keeps 12 × 4.99 from printing 59.88000000000001.
const cents = (amount: number) => Math.round(amount * 100) / 100

/** The per-seat, per-month amount for a billing period (yearly billing shows its per-month equivalent). */
export const perSeatMonth = (amounts: Amounts, billing: Billing): number => amounts[billing]

/** What one seat costs for a year when billed yearly. */
export const yearlyTotal = (amounts: Amounts): number => cents(amounts.yearly * MONTHS)

/** How much yearly billing saves against paying monthly for a year, or null when it saves nothing. */
export function yearlySaving(amounts: Amounts): { percent: number; perSeatPerYear: number } | null {
  if (!(amounts.yearly < amounts.monthly)) return null
  return {
    percent: Math.round((1 - amounts.yearly / amounts.monthly) * 100),
    perSeatPerYear: cents((amounts.monthly - amounts.yearly) * MONTHS),
  }
}

export type PriceView = {
  /** Per seat per month for this billing period, formatted. */
  perMonth: string
  /** Per seat per year, when billed yearly. */
  yearlyTotal: string | null
  /** "17%": what yearly billing saves (shown on both periods: as a saving, or as a reason to switch). */
  savingPercent: string | null
  /** Per seat per year saved by yearly billing. */
  savingAmount: string | null
}

export function priceView(amounts: Amounts, currency: Currency, billing: Billing): PriceView {
  const saving = yearlySaving(amounts)
  return {
    perMonth: formatMoney(perSeatMonth(amounts, billing), currency),
    yearlyTotal: billing === "yearly" ? formatMoney(yearlyTotal(amounts), currency) : null,
    savingPercent: saving ? `${saving.percent}%` : null,
    savingAmount: saving ? formatMoney(saving.perSeatPerYear, currency) : null,
  }
}
