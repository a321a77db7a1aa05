// V8's explicit compile hints (Chrome 136 and later): a script whose first line is the magic comment
// `//# allFunctionsCalledOnLoad` has every function compiled eagerly, on a background thread while the script
// streams in, instead of lazily on the main thread the first time each function runs. The framework chunk (React's
// react-dom, whose functions run while the page hydrates) and the app chunk (Gatsby's runtime, Emotion, the shell)
// are run almost whole on every first load, so compiling them up front moves that work off the main thread's
// first evaluation and hydration tasks. Other browsers read the line as a comment.
// Spec: WICG/explicit-javascript-compile-hints-file-based. The comment has to be added after minification (Terser
// drops comments), so this runs in webpack's processAssets right after the optimize-size stage (Terser's), before
// the source maps are written and the content hashes computed.
import type { Compiler } from "webpack"

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad"
/** Gatsby 5.16's chunk names for React (its `framework` cache group) and for its runtime entry. */
export const HINTED_CHUNKS: ReadonlySet<string> = new Set(["framework", "app"])

export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap("CompileHintsPlugin", (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: "CompileHintsPlugin", stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const hinted = new Set<string>()
          for (const chunk of compilation.chunks) {
            if (!chunk.name || !HINTED_CHUNKS.has(chunk.name)) continue
            for (const file of chunk.files) {
              if (!file.endsWith(".js")) continue
              compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source))
              hinted.add(chunk.name)
            }
          }
          // Gatsby renamed its chunks: the hints would silently stop (tests/e2e/budget.test.ts reads the files too).
          for (const name of HINTED_CHUNKS)
            if (!hinted.has(name))
              compilation.errors.push(
                new compiler.webpack.WebpackError(
                  `gatsby/compile-hints.ts: no "${name}" chunk to give a compile hint (Gatsby 5.16's chunk names changed?)`,
                ),
              )
        },
      )
    })
  }
}
