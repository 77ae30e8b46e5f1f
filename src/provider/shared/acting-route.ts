/**
 * Who acts, as the records a provider leaves in Datafold name it (a revoked token's default
 * reason, so an audit can tell who revoked it): the route this process serves. The Pulumi routes
 * are the default; the Terraform provider says so at start (src/terraform/provider), and names
 * resources by their Terraform types.
 */
export interface ActingRoute {
  /** `Pulumi (pulumi-datafold)`. */
  readonly name: string;
  /** A resource as this route's users name it: `ProxyToken` (Pulumi), `datafold_proxy_token` (Terraform). */
  resource(kitName: string): string;
}

const PULUMI: ActingRoute = { name: "Pulumi (pulumi-datafold)", resource: (kitName) => kitName };

let acting: ActingRoute = PULUMI;

/** Sets the route this process acts as, for every later record. */
export function actAs(route: ActingRoute): void {
  acting = route;
}

export function actingRoute(): ActingRoute {
  return acting;
}
