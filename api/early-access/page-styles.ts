import { theme } from "../../contracts/theme"

// The early-access card's look for the Function's page (api/early-access/page.ts): the React views' Emotion styles
// (src/components/early-access/) written out as one stylesheet, from the theme's tokens, never from visitor text.
// The page's CSP allows it by its hash (api/http/html-page.ts).

const c = theme.colors
const s = theme.space
const md = `@media (min-width: ${theme.breakpoints.md}px)`

/** The card's look on /invite, from the theme's tokens (the React views' Emotion styles, written out). */
export const EARLY_ACCESS_PAGE_STYLES = `
.band{padding:${s[6]} ${s[4]} ${s[7]};background:linear-gradient(180deg,${c.surfaceAlt} 0%,${c.background} 100%)}
.card{max-width:${theme.sizes.introAside};margin:0 auto;display:grid;gap:${s[6]};padding:${s[5]};background:${c.background};border:1px solid ${c.border};border-radius:${theme.radii.lg};box-shadow:${theme.shadows.card}}
${md}{.band{padding-top:${s[8]}}.card{padding:${s[6]}}}
.view{display:grid;gap:${s[4]};justify-items:start}
.view h1,.form h2{font-size:${theme.fontSizes.xl}}
.badge{display:inline-grid;place-items:center;width:${theme.sizes.control};height:${theme.sizes.control};border-radius:${theme.radii.pill}}
.badge svg{width:50%;height:50%}
.badge.success{background:${c.successSoft};color:${c.success}}
.badge.danger{background:${c.dangerSoft};color:${c.danger}}
.echo{overflow-wrap:anywhere;color:${c.text}}
.sent{justify-self:stretch;padding:${s[3]} ${s[4]};background:${c.surface};border:1px solid ${c.border};border-radius:${theme.radii.sm}}
.sent h2{margin:0 0 ${s[2]};font-size:${theme.fontSizes.sm};color:${c.muted}}
.sent dl{display:grid;gap:${s[2]};margin:0;font-size:${theme.fontSizes.sm}}
.sent dl div{display:grid;grid-template-columns:6.5rem minmax(0,1fr);gap:${s[3]}}
.sent dt{color:${c.muted}}
.sent dd{margin:0}
.sent .message{white-space:pre-wrap}
.summary{margin:0;padding-left:${s[5]};display:grid;gap:${s[1]}}
.summary a{color:${c.danger};font-weight:600}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:${theme.sizes.control};padding:0 ${s[5]};border-radius:${theme.radii.pill};font:inherit;font-weight:650;text-decoration:none;cursor:pointer}
.button.primary{width:100%;background:${c.primary};color:${c.primaryText};border:1px solid ${c.primary}}
.button.primary:hover{background:${c.primaryHover}}
.button.secondary{background:${c.background};color:${c.text};border:1px solid ${c.border}}
.button.secondary:hover{border-color:${c.primary};color:${c.primary}}
.form{display:grid;gap:${s[4]};padding-top:${s[5]};border-top:1px solid ${c.border}}
.form h2{margin-bottom:${s[1]}}
.fine{font-size:${theme.fontSizes.sm};color:${c.muted}}
.privacy{margin-top:${s[3]}}
.field,.topics{display:grid;gap:${s[1]}}
.field label,.topics legend{font-weight:650;font-size:${theme.fontSizes.sm}}
.marker{color:${c.danger}}
.after{margin-left:${s[1]}}
.optional{font-weight:400;color:${c.subtle}}
.control{width:100%;min-height:${theme.sizes.control};padding:${s[2]} ${s[3]};font:inherit;font-size:${theme.fontSizes.md};color:${c.text};background:${c.background};border:1px solid ${c.subtle};border-radius:${theme.radii.sm}}
.control:hover{border-color:${c.text}}
.control:focus{border-color:${c.primary}}
.control[aria-invalid="true"]{border-color:${c.danger}}
textarea.control{resize:vertical;line-height:${theme.lineHeights.snug}}
.hint{font-size:${theme.fontSizes.sm};color:${c.subtle};justify-self:end}
.error{color:${c.danger};font-size:${theme.fontSizes.sm};font-weight:600}
.topics{margin:0;padding:0;border:0;min-width:0}
.topics legend{padding:0;margin-bottom:${s[1]}}
.options{display:grid;gap:${s[2]}}
.option{display:flex;align-items:center;gap:${s[2]};min-height:${theme.sizes.control};padding:0 ${s[3]};border:1px solid ${c.subtle};border-radius:${theme.radii.sm};cursor:pointer}
.option:hover{border-color:${c.text}}
.option:has(:checked){border-color:${c.primary};background:${c.surfaceAlt}}
[aria-invalid="true"] .option{border-color:${c.danger}}
.option input{width:1.125rem;height:1.125rem;margin:0;flex:none;accent-color:${c.primary}}
.offscreen{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
`.trim()
