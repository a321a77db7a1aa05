// The benches' command lines (tools/bench*.ts): --help prints the usage, and `--name value` options are read by name.
export function commandLine(usage: string) {
  const argv = process.argv.slice(2)
  if (argv.includes("--help")) {
    console.log(usage)
    process.exit(0)
  }
  /** The value after `--name`, if the option is given. */
  const option = (name: string) => {
    const i = argv.indexOf(`--${name}`)
    return i >= 0 ? argv[i + 1] : undefined
  }
  return { argv, option }
}
