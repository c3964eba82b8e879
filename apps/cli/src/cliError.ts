/**
 * A usage error: main.ts prints `quartile <command>: <message>` as one line on stderr and
 * exits with code 2 (bad arguments / bad input), never with a stack trace.
 */
export class CliError extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode = 2) {
    super(message);
    this.name = 'CliError';
    this.exitCode = exitCode;
  }
}
