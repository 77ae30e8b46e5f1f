import type { CheckFailure } from "../../kit/check-failure";
import { DatafoldError } from "../../core/errors";
import type { AttributePath, Diagnostic } from "../protocol/terraform-provider-interface";
import type { TfAttribute } from "../shapes/terraform-schema-file";
import { terraformPlaceOf } from "../shapes/terraform-place";
import { inTerraformTerms } from "./terraform-terms";

/*
 * The kit's messages as OpenTofu diagnostics: the same sentence the Pulumi routes print, the
 * place named as HCL writes it (`metric.table.filter`, not `metric.filter`) and given as the
 * diagnostic's attribute, so that OpenTofu points at the line of the configuration.
 */

type Bag = Record<string, unknown>;

/** One error diagnostic per kit failure; `values` are the kit inputs the failures are about (a union's variant is read from them). */
export function failureDiagnostics(resource: string, attributes: readonly TfAttribute[], failures: readonly CheckFailure[], values: Readonly<Bag>): Diagnostic[] {
  return failures.map((failure) => {
    if (failure.path === undefined) return { severity: "error", summary: `Invalid ${resource}`, detail: inTerraformTerms(failure.reason) };
    const place = terraformPlaceOf(attributes, failure.path, values);
    const detail = failure.problem !== undefined ? `${place.text} ${failure.problem}` : inTerraformTerms(failure.reason);
    return { severity: "error", summary: `Invalid ${resource} argument ${place.text}`, detail, attribute: place.path };
  });
}

/** An error the provider's own code raised: its message (our errors never quote a credential), in Terraform's terms. */
export function errorDiagnostic(summary: string, error: unknown, attribute?: AttributePath): Diagnostic {
  const message = error instanceof Error ? error.message : String(error);
  const named = error instanceof DatafoldError ? message : message.split("\n")[0]!;
  return { severity: "error", summary, detail: inTerraformTerms(named), ...(attribute === undefined ? {} : { attribute }) };
}
