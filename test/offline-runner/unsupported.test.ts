/**
 * A program mixing what the offline runner runs (components, dynamic resources, program
 * output) with what it refuses: provider resources, resources of provider plugins, invokes.
 */
import { OfflineFixture, sdkChildProcesses } from "./offline-fixture";

jest.setTimeout(90_000);

const fixture = new OfflineFixture("mixed");
afterAll(() => fixture.remove());

it("runs components and dynamic resources, and refuses the rest clearly", async () => {
  const run = await fixture.run("up");

  expect(run.result.exitCode).toBe(1);
  expect(run.lines).toContain("hello from the program");
  expect(run.lines).toContain("warning: a warning from the program");
  expect([...run.result.errors].sort()).toEqual([
    "aws:s3/bucket:Bucket resource 'bucket': not supported by the offline runner, which runs dynamic resources (pulumi-nodejs:dynamic) only",
    "pulumi:providers:aws resource 'explicit-aws': provider resources are not supported by the offline runner; dynamic resources need none",
  ]);
  expect(run.result.outputs.region).toBe("invoke failed: the offline runner does not support invoke aws:index/getRegion:getRegion");

  const member = fixture.thingNamed("group-member");
  expect(run.result.outputs.memberId).toBe(member.id);
  expect(run.result.operations.map(({ op, urn }) => `${op} ${urn}`)).toEqual(
    expect.arrayContaining([
      "create urn:pulumi:dev::offline-mixed::fixture:index:Group::group",
      "create urn:pulumi:dev::offline-mixed::fixture:index:Group$pulumi-nodejs:dynamic/fake:Thing::group-member",
    ]),
  );
  expect(run.text).toMatch(/\+ +└─ fixture:index:Group +group +created\n \+ +└─ pulumi-nodejs:dynamic\/fake:Thing +group-member +created/);
  expect(run.text).toMatch(/pulumi:providers:aws +explicit-aws +creating failed/);
  expect(sdkChildProcesses()).toEqual([]);
});
