import type { ProxyTokenInfo } from "../token-info";
import { auditFilter } from "./token-audit";

// The emulator stamps a use and counts it together; these cases are what it cannot show: a
// service whose two signs of use disagree.
const NOW = Date.parse("2026-06-01T00:00:00Z");
const token = (fields: Partial<ProxyTokenInfo>): ProxyTokenInfo => ({
  id: 1,
  prefix: "sqlp_pcp_ab12cd34",
  tokenType: "principal",
  label: "dbt",
  status: "active",
  useCount: 0,
  createdAt: "2026-05-01T00:00:00Z",
  expiresAt: null,
  lastUsedAt: null,
  revokedAt: null,
  revokedReason: null,
  ...fields,
});

describe("auditFilter", () => {
  test("neverUsed asks for both signs: no use counted and no last use", () => {
    const keep = auditFilter({ neverUsed: true }, NOW);
    expect(keep(token({}))).toBe(true);
    expect(keep(token({ useCount: 3 }))).toBe(false);
    expect(keep(token({ lastUsedAt: "2026-05-02T00:00:00Z" }))).toBe(false);
    expect(keep(token({ status: "revoked", revokedAt: "2026-05-03T00:00:00Z" }))).toBe(true);
  });

  test("neverUsed false and no filter keep every token", () => {
    for (const filters of [{}, { neverUsed: false }]) expect(auditFilter(filters, NOW)(token({ useCount: 3 }))).toBe(true);
  });

  test("label compares the text exactly", () => {
    const keep = auditFilter({ label: "dbt" }, NOW);
    expect(keep(token({}))).toBe(true);
    expect(keep(token({ label: "DBT" }))).toBe(false);
    expect(keep(token({ label: "dbt " }))).toBe(false);
  });

  test("with several filters a token must pass every one", () => {
    const keep = auditFilter({ label: "dbt", neverUsed: true, unusedForDays: 30 }, NOW);
    expect(keep(token({}))).toBe(true);
    expect(keep(token({ createdAt: "2026-05-15T00:00:00Z" }))).toBe(false);
    expect(keep(token({ label: "bi" }))).toBe(false);
    expect(keep(token({ useCount: 1, lastUsedAt: "2026-05-01T00:00:00Z" }))).toBe(false);
  });
});
