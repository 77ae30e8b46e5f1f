/** What a command of the CLI reads and writes: passed in, so that tests run the commands in-process. */
export interface CommandIo {
  /** The environment the settings are read from. */
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly writeFile: (path: string, text: string) => void;
  /** Reads a file's text ("-": standard input); the file system when absent. */
  readonly readFile?: (path: string) => string;
}

/** A command line that cannot be run as given (exit status 2): the message names the flag. */
export class UsageError extends Error {}
