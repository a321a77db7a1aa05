// Types of static-part-loader.cjs (a webpack loader in plain CommonJS), for its test.
declare function staticPartLoader(this: { resourcePath: string }, source: string): string
export = staticPartLoader
