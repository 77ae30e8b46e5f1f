/** The Terraform names of the kit's (src/terraform/shapes/naming.ts), which the schema's generator and the runtime share. */
import { attributeName, dataSourceTypeName, isAttributeName, resourceTypeName, snakeCase, variantName } from "../../../src/terraform/shapes/naming";

describe("snakeCase", () => {
  it.each([
    ["connectionId", "connection_id"],
    ["PowerBiIntegration", "power_bi_integration"],
    ["jsonOAuthKeyFile", "json_o_auth_key_file"],
    ["totalMBytesProcessedLimit", "total_m_bytes_processed_limit"],
    ["datasetA", "dataset_a"],
    ["s3StagingDir", "s3_staging_dir"],
    ["m2mClientId", "m2m_client_id"],
    ["awsS3", "aws_s3"],
    ["schemaMaxAgeS", "schema_max_age_s"],
    ["name", "name"],
    ["already_snake", "already_snake"],
  ])("%s → %s", (name, snake) => {
    expect(snakeCase(name)).toBe(snake);
  });
});

describe("type, attribute and variant names", () => {
  it("names resources datafold_<snake_case(Name)>", () => {
    expect(resourceTypeName("MetricMonitor")).toBe("datafold_metric_monitor");
    expect(resourceTypeName("PowerBiIntegration")).toBe("datafold_power_bi_integration");
  });

  it("names data sources by the function without get, and refuses a name without it", () => {
    expect(dataSourceTypeName("getMonitors")).toBe("datafold_monitors");
    expect(dataSourceTypeName("getBiIntegrations")).toBe("datafold_bi_integrations");
    expect(() => dataSourceTypeName("listMonitors")).toThrow(/listMonitors: a data function's name starts with "get"/);
  });

  it("names attributes snake_case of the kit's key", () => {
    expect(attributeName("adoptDataSourceId")).toBe("adopt_data_source_id");
  });

  it("names a variant by its tag's value, every character HCL does not take as _", () => {
    expect(variantName("table")).toBe("table");
    expect(variantName("data-diff")).toBe("data_diff");
    expect(variantName("Power BI")).toBe("power_bi");
    expect(variantName("indb")).toBe("indb");
    expect(isAttributeName(variantName("2xx"))).toBe(false);
    expect(isAttributeName("utc_at")).toBe(true);
  });
});
