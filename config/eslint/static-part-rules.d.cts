// Types of static-part-rules.cjs (ESLint rules in plain CommonJS), for its test.
import type { Rule } from "eslint"
declare const plugin: { rules: Record<string, Rule.RuleModule>; staticOnlyModules(root: string): string[] }
export = plugin
