/**
 * Every file `npm run generate` writes, with its content: the public types derived from the
 * kit's resource definitions, and those of the API objects derived from their schemas
 * (src/types/, shape-files.ts). The staleness test compares these with what is committed.
 */
import { PendingRevocation } from "../../src/provider/pending-revocations";
import { DATA_DIFF_FLAGS_INPUTS } from "../../src/provider/data-diff-flags-inputs";
import { PROXY_TOKEN_INPUTS } from "../../src/provider/proxy-token-inputs";
import { PROXY_TOKEN_OUTPUTS } from "../../src/provider/proxy-token-state";
import { ActiveTokenSummary, REVOCATION_INPUTS, REVOCATION_OUTPUTS } from "../../src/provider/proxy-token-revocation-inputs";
import { emitResourceTypes } from "./resource-types";
import { shapeFiles } from "./shape-files";

/** Paths are relative to the repository's root. */
export function generatedFiles(): Map<string, string> {
  return new Map([
    ...shapeFiles(),
    [
      "src/resources/generated/proxy-token.ts",
      emitResourceTypes(
        {
          name: "ProxyToken",
          inputs: PROXY_TOKEN_INPUTS,
          outputs: PROXY_TOKEN_OUTPUTS,
          shapes: new Map([[PendingRevocation, "ProxyTokenPendingRevocation"]]),
          imports: ['import type { TokenStatus, TokenType } from "../../types/token";'],
        },
        "src/provider/proxy-token-inputs.ts and proxy-token-state.ts",
      ),
    ],
    [
      "src/resources/generated/proxy-token-revocation.ts",
      emitResourceTypes(
        {
          name: "ProxyTokenRevocation",
          inputs: REVOCATION_INPUTS,
          outputs: REVOCATION_OUTPUTS,
          shapes: new Map([[ActiveTokenSummary, "RevocationActiveToken"]]),
        },
        "src/provider/proxy-token-revocation-inputs.ts",
      ),
    ],
    [
      "src/resources/generated/data-diff-flags.ts",
      emitResourceTypes({ name: "DataDiffFlags", inputs: DATA_DIFF_FLAGS_INPUTS, outputs: {} }, "src/provider/data-diff-flags-inputs.ts"),
    ],
  ]);
}
