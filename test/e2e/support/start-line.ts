/**
 * The start line, the program's side: where the programs of stacks deployed at once meet before
 * their creates. Without it the CLIs, started together, reach their creates up to seconds apart
 * (start-up of the engine, the language host, the program and the provider host on a shared
 * machine), and the races the lost-answer rules are about happen only now and then.
 *
 * So each program first creates a resource of no service (`warm-up`, a dynamic resource of its
 * own): its create starts the stack's dynamic provider host and loads pulumi-datafold's provider
 * implementation there, the slow part of a first call. Then the program writes `ready-<stack>`
 * into the directory; and one input of each resource under test is `atStart(value)`, a promise
 * of `value` resolved once the test has written `go` there (when every stack is ready). The
 * engine registers the resources, and the providers send their requests, only then.
 */
export function startLineCode(dir: string): string[] {
  return [
    `import * as fs from "fs";`,
    `import * as path from "path";`,
    `import * as pulumi from "@pulumi/pulumi";`,
    `const START_LINE = ${JSON.stringify(dir)};`,
    `class WarmUp extends pulumi.dynamic.Resource {`,
    `  constructor(name: string) {`,
    `    super({ async create() { require("pulumi-datafold/provider"); return { id: name, outs: {} }; } }, name, {});`,
    `  }`,
    `}`,
    `const warmUp = new WarmUp("warm-up");`,
    `function atStart<T>(value: T): Promise<T> {`,
    `  warmUp.id.apply(() => fs.writeFileSync(path.join(START_LINE, "ready-" + pulumi.getStack()), ""));`,
    `  return new Promise((resolve) => {`,
    `    const timer = setInterval(() => {`,
    `      if (fs.existsSync(path.join(START_LINE, "go"))) { clearInterval(timer); resolve(value); }`,
    `    }, 5);`,
    `  });`,
    `}`,
  ];
}
