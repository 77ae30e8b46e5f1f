import * as datafold from "pulumi-datafold";

// dbt's token: 30 days, replaced by `pulumi up` once it expires within 7 days.
const dbt = new datafold.ProxyToken("dbt-token", {
  principalType: "service_principal",
  principalId: "dbt-prod",
  label: "dbt production",
  expiresInDays: 30,
  rotateBeforeDays: 7,
});

export const dbtTokenPrefix = dbt.prefix; // safe to show
export const dbtToken = dbt.token; // a secret
