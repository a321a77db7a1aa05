// Types of static-part-rules.cjs (ESLint rules in plain CommonJS), for its test.
import type { ESLint } from "eslint"
declare const plugin: ESLint.Plugin & { rules: NonNullable<ESLint.Plugin["rules"]> }
export declare function staticOnlyModules(root: string): string[]
export declare const rules: typeof plugin.rules
