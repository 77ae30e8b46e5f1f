import { resourceNameOfUrn } from "../../src/plugin/resource-types";

describe("resourceNameOfUrn", () => {
  test("is <project>/<stack>/<name>, as the dynamic resource classes pass it", () => {
    expect(resourceNameOfUrn("urn:pulumi:prod::infra::datafold:index:ProxyToken::dbt")).toBe("infra/prod/dbt");
  });

  test("takes the name of a child resource, whose type is a parent chain", () => {
    expect(resourceNameOfUrn("urn:pulumi:dev::infra::my:Component$datafold:index:ProxyToken::team-a-dbt")).toBe("infra/dev/team-a-dbt");
  });

  test("keeps a name that itself holds ::", () => {
    expect(resourceNameOfUrn("urn:pulumi:dev::infra::datafold:index:ProxyToken::a::b")).toBe("infra/dev/a::b");
  });

  test("is undefined for text that is no resource URN", () => {
    expect(resourceNameOfUrn("not a urn")).toBeUndefined();
    expect(resourceNameOfUrn("urn:pulumi:dev::infra")).toBeUndefined();
  });
});
