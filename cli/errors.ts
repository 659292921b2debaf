/** A usage error or unreadable input: the CLI prints the message and exits with 2. */
export class UsageError extends Error {
  /** Whether the command line itself was wrong, so that pointing to --help helps. */
  readonly showUsage: boolean;

  constructor(message: string, { showUsage = false } = {}) {
    super(message);
    this.name = "UsageError";
    this.showUsage = showUsage;
  }
}
