import type { ActingRoute } from "../../provider/shared/acting-route";
import { resourceTypeName } from "../shapes/naming";

/** The Terraform provider as the records it leaves in Datafold name it (a revoked token's default reason). */
export const TERRAFORM_ROUTE: ActingRoute = { name: "OpenTofu or Terraform (terraform-provider-datafold)", resource: (kitName) => resourceTypeName(kitName) };
