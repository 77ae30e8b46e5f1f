/**
 * Every line the runner prints goes through here, so no secret reaches the output: values the
 * runner formats itself print secrets as `[secret]` already, and this filter also replaces any
 * known secret text in lines it did not format (program output, provider errors), as the
 * Pulumi CLI does with secret config values.
 */
import { secretStrings } from "./property-values";

/** Shorter secrets are not filtered: replacing every "on" or "1" would garble the output. */
const MIN_FILTERED_LENGTH = 4;

export class ConsoleOutput {
  readonly #secrets = new Set<string>();
  #lastBlank = false;

  constructor(private readonly write: (line: string) => void) {}

  /** Remembers the secret strings held in a value (wire shape) or given plainly. */
  addSecrets(value: unknown, plain = false): void {
    const found = plain ? (typeof value === "string" ? [value] : []) : secretStrings(value);
    for (const secret of found) if (secret.length >= MIN_FILTERED_LENGTH) this.#secrets.add(secret);
  }

  /** Masks known secrets in a text (for messages returned to callers). */
  mask(text: string): string {
    let masked = text;
    // Longest first, so a secret that contains another is replaced whole.
    for (const secret of [...this.#secrets].sort((a, b) => b.length - a.length)) {
      masked = masked.split(secret).join("[secret]");
    }
    return masked;
  }

  /** Prints text line by line; a blank line right after another is dropped. */
  line(text = ""): void {
    for (const line of text.split("\n")) {
      const blank = line.trim() === "";
      if (blank && this.#lastBlank) continue;
      this.#lastBlank = blank;
      this.write(this.mask(line));
    }
  }
}
