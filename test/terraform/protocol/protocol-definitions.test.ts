/**
 * The services' serializers (src/terraform/protocol/protocol-definitions.ts): a frozen answer,
 * which cannot change (the schema, built once), is encoded once; any other is encoded at each
 * call, so that an answer built anew is never sent as an older one's bytes.
 */
import { protocolDefinitions } from "../../../src/terraform/protocol/protocol-definitions";

const { provider } = protocolDefinitions();
const encodeSchemaAnswer = provider.GetProviderSchema!.responseSerialize;
const decodeSchemaAnswer = provider.GetProviderSchema!.responseDeserialize;

const answer = () => ({ server_capabilities: { plan_destroy: true, get_provider_schema_optional: true }, diagnostics: [{ severity: "WARNING", summary: "kept" }] });

test("a frozen answer is encoded once: the same bytes come back for it, and they decode to it", () => {
  const frozen = Object.freeze(answer());
  const first = encodeSchemaAnswer(frozen);
  expect(encodeSchemaAnswer(frozen)).toBe(first);
  expect(decodeSchemaAnswer(first)).toMatchObject(answer());
});

test("an answer that is not frozen is encoded at each call, so a change to it is sent", () => {
  const open = answer();
  const first = encodeSchemaAnswer(open);
  expect(encodeSchemaAnswer(open)).not.toBe(first);
  open.diagnostics[0]!.summary = "changed";
  expect(decodeSchemaAnswer(encodeSchemaAnswer(open))).toMatchObject({ diagnostics: [{ summary: "changed" }] });
});
