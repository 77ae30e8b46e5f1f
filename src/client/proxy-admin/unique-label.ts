import { randomInt } from "node:crypto";

/** The API's limit on a token's label. */
export const MAX_TOKEN_LABEL_LENGTH = 255;

/** Ten characters of [0-9a-z]: about 52 bits, so that no other writer ever draws the same label. */
const NONCE_LENGTH = 10;
const NONCE_ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";
const NONCE_PATTERN = new RegExp(`^ #[0-9a-z]{${NONCE_LENGTH}}$`);
/** What stands for the part of a base too long to fit. */
const ELLIPSIS = "…";

/**
 * A token label no other writer will ever use: `base`, then ` #` and a random nonce, cut to
 * the API's 255 characters by shortening `base` (the nonce always stays). A create that uses
 * it can prove, after its answer was lost, that a token of this label is its own: nobody else
 * could have chosen it. The base makes it readable in the Datafold app (a ProxyToken's is
 * `pulumi <project>/<stack>/<name>`), the nonce makes it unique across stacks, backends and
 * programs that happen to share those names.
 */
export function uniqueLabel(base: string): string {
  let nonce = "";
  for (let i = 0; i < NONCE_LENGTH; i++) nonce += NONCE_ALPHABET[randomInt(NONCE_ALPHABET.length)];
  return `${fittedBase(base)} #${nonce}`;
}

/** Whether `label` is one {@link uniqueLabel} makes from `base`. */
export function isUniqueLabelOf(label: string, base: string): boolean {
  const fitted = fittedBase(base);
  return label.startsWith(fitted) && NONCE_PATTERN.test(label.slice(fitted.length));
}

/** The base as a unique label holds it: whole when it fits beside the nonce, else cut and marked. */
function fittedBase(base: string): string {
  const room = MAX_TOKEN_LABEL_LENGTH - NONCE_LENGTH - 2;
  if (base.length <= room) return base;
  // Counted in UTF-16 units, as the client's own check of a label counts; a cut must not leave
  // half a surrogate pair behind.
  const cut = base.slice(0, room - ELLIPSIS.length).replace(/[\uD800-\uDBFF]$/, "");
  return cut + ELLIPSIS;
}
