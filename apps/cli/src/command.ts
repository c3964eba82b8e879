/**
 * The contract every `quartile` sub-command implements. A command gets its own arguments (after
 * the command name) and an IO object, writes to `io.out` and returns an exit code; bad input is
 * reported by throwing a CliError. Keep commands free of process.* so tests can call them too.
 */
export interface CommandIO {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
  readonly readFile: (path: string) => string;
  /** Binary read (workbooks) of at most `maxBytes + 1` bytes: more than `maxBytes` means too large. */
  readonly readBytes: (path: string, maxBytes: number) => Uint8Array;
}

export interface Command {
  readonly name: string;
  /** One line for `quartile --help`. */
  readonly summary: string;
  /** Full text for `quartile <name> --help`. */
  readonly help: string;
  readonly run: (args: readonly string[], io: CommandIO) => number | Promise<number>;
}
