/**
 * What the editor shows on hover, checked on the shipped declarations (`dist/*.d.ts`): every
 * input and output of the resources, every argument and result field of the data functions
 * (nested objects included), and every public method of the clients has a doc comment. The
 * TypeScript checker's `getDocumentationComment` is what an editor's hover displays, so an
 * empty one here is an empty hover there.
 */
import { join, resolve } from "node:path";
import * as ts from "typescript";

const DIST = resolve(__dirname, "../../dist");

interface Undocumented {
  readonly path: string;
}

/** Every property path the walk reached, so that a test can show it went deep enough. */
const visited = new Set<string>();

function loadEntry(program: ts.Program, file: string): ts.Symbol[] {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  if (source === undefined) throw new Error(`${file} is missing: build the package first`);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  if (moduleSymbol === undefined) throw new Error(`${file} is not a module`);
  return checker.getExportsOfModule(moduleSymbol);
}

/** True when every declaration of the symbol is in this package's own declarations. */
function declaredHere(symbol: ts.Symbol): boolean {
  const declarations = symbol.getDeclarations() ?? [];
  return declarations.length > 0 && declarations.every((d) => d.getSourceFile().fileName.startsWith(DIST));
}

function isNonPublic(symbol: ts.Symbol): boolean {
  return (symbol.getDeclarations() ?? []).some(
    (d) => (ts.getCombinedModifierFlags(d) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) !== 0 || symbol.name.startsWith("#"),
  );
}

function hasDoc(checker: ts.TypeChecker, symbol: ts.Symbol): boolean {
  return ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim().length > 0;
}

/** Wrappers whose content is what the user reads: arrays, promises, Outputs and Inputs. */
const WRAPPERS = new Set(["Array", "ReadonlyArray", "Promise", "Output", "OutputInstance", "OutputConstructor"]);

/**
 * Walks the properties of a type declared in this package, and of every object type they
 * lead to, recording those with no doc comment. Types from elsewhere (Pulumi's, Node's) are
 * not ours to document and are not entered.
 */
function collectUndocumented(checker: ts.TypeChecker, type: ts.Type, path: string, seen: Set<ts.Type>, out: Undocumented[]): void {
  if (seen.has(type)) return;
  seen.add(type);
  if (type.isUnionOrIntersection()) {
    for (const member of type.types) collectUndocumented(checker, member, path, seen, out);
    return;
  }
  const name = type.getSymbol()?.getName() ?? "";
  if (WRAPPERS.has(name) || (type.aliasSymbol !== undefined && ["Input", "Output"].includes(type.aliasSymbol.name))) {
    const args = type.aliasTypeArguments ?? checker.getTypeArguments(type as ts.TypeReference);
    for (const arg of args) collectUndocumented(checker, arg, path, seen, out);
    return;
  }
  if ((type.flags & ts.TypeFlags.Object) === 0) return;
  for (const property of checker.getPropertiesOfType(type)) {
    if (!declaredHere(property) || isNonPublic(property)) continue;
    const propertyPath = `${path}.${property.name}`;
    visited.add(propertyPath);
    if (!hasDoc(checker, property)) out.push({ path: propertyPath });
    const declaration = property.getDeclarations()![0]!;
    collectUndocumented(checker, checker.getTypeOfSymbolAtLocation(property, declaration), propertyPath, seen, out);
  }
}

describe("doc comments in the shipped declarations", () => {
  const files = [join(DIST, "index.d.ts"), join(DIST, "clients.d.ts"), join(DIST, "policy.d.ts")];
  const program = ts.createProgram(files, {
    strict: true,
    skipLibCheck: true,
    module: ts.ModuleKind.Node16,
    moduleResolution: ts.ModuleResolutionKind.Node16,
    types: ["node"],
  });
  const checker = program.getTypeChecker();
  const main = loadEntry(program, files[0]!);
  const client = loadEntry(program, files[1]!);
  const policy = loadEntry(program, files[2]!);
  const exported = (symbols: ts.Symbol[], name: string): ts.Symbol => {
    const found = symbols.find((s) => s.name === name);
    if (found === undefined) throw new Error(`${name} is not exported`);
    return found.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(found) : found;
  };

  it.each(["ProxyToken", "DataDiffFlags", "ProxyTokenRevocation"])("%s: every input and output", (resource) => {
    const undocumented: Undocumented[] = [];
    const classSymbol = exported(main, resource);
    collectUndocumented(checker, checker.getDeclaredTypeOfSymbol(classSymbol), resource, new Set(), undocumented);
    collectUndocumented(checker, checker.getDeclaredTypeOfSymbol(exported(main, `${resource}Args`)), `${resource}Args`, new Set(), undocumented);
    expect(undocumented.map((u) => u.path)).toEqual([]);
    // The walk must have reached the outputs it vouches for.
    const outputs = checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(classSymbol)).filter(declaredHere);
    expect(outputs.length).toBeGreaterThan(resource === "ProxyToken" ? 10 : 3);
  });

  const dataFunctions = main.map((s) => s.name).filter((name) => /^get[A-Z]/.test(name));

  it("finds every data function and its Output twin", () => {
    expect(dataFunctions.length).toBeGreaterThanOrEqual(10);
    for (const name of dataFunctions.filter((n) => !n.endsWith("Output"))) expect(dataFunctions).toContain(`${name}Output`);
  });

  it.each(dataFunctions)("%s: the function, every argument and every result field", (name) => {
    const symbol = exported(main, name);
    expect(hasDoc(checker, symbol)).toBe(true);
    const undocumented: Undocumented[] = [];
    const signatures = checker.getTypeOfSymbol(symbol).getCallSignatures();
    expect(signatures.length).toBeGreaterThan(0);
    for (const signature of signatures) {
      for (const parameter of signature.getParameters()) {
        const declaration = parameter.getDeclarations()![0]!;
        collectUndocumented(checker, checker.getTypeOfSymbolAtLocation(parameter, declaration), `${name}(${parameter.name})`, new Set(), undocumented);
      }
      collectUndocumented(checker, signature.getReturnType(), `${name}()`, new Set(), undocumented);
    }
    expect(undocumented.map((u) => u.path)).toEqual([]);
  });

  it("walks into nested results and through Output and Promise", () => {
    for (const path of [
      "getMonitors().monitors.state",
      "getMonitorsOutput().monitors.tags",
      "getMonitors(args).orderBy",
      "getMonitor().datadiff.datasetA.connectionId",
      "getMonitorOutput().missingRequiredFields",
      "getMonitor().test.tables.path",
      "getMonitorRuns().runs.startedAt",
      "ProxyToken.expiresAt",
      "ProxyTokenArgs.principalId",
      "ProxyTokenRevocation.activeTokens.prefix",
    ]) {
      expect(visited).toContain(path);
    }
  });

  it.each(["DatafoldClient", "ProxyAdminClient"])("%s: every public method and property", (name) => {
    const instance = checker.getDeclaredTypeOfSymbol(exported(client, name));
    const members = checker.getPropertiesOfType(instance).filter((m) => declaredHere(m) && !isNonPublic(m));
    expect(members.filter((m) => m.flags & ts.SymbolFlags.Method).length).toBeGreaterThan(3);
    expect(members.filter((m) => !hasDoc(checker, m)).map((m) => `${name}.${m.name}`)).toEqual([]);
    const constructor = exported(client, name);
    expect(hasDoc(checker, constructor)).toBe(true);
  });

  it("pulumi-datafold/policy: every export, and every option", () => {
    expect(policy.map((s) => s.name).sort()).toEqual([
      "MONITOR_TYPES",
      "MonitorPolicyName",
      "MonitorPolicyOptions",
      "PLUGIN_MONITOR_TYPES",
      "PLUGIN_PROXY_TOKEN_TYPE",
      "PROXY_TOKEN_TYPE",
      "ProxyTokenPolicyName",
      "ProxyTokenPolicyOptions",
      "isMonitor",
      "isProxyToken",
      "monitorPolicies",
      "proxyTokenPolicies",
    ]);
    expect(policy.filter((s) => !hasDoc(checker, exported(policy, s.name))).map((s) => s.name)).toEqual([]);
    const undocumented: Undocumented[] = [];
    for (const name of ["ProxyTokenPolicyOptions", "MonitorPolicyOptions"]) {
      collectUndocumented(checker, checker.getDeclaredTypeOfSymbol(exported(policy, name)), name, new Set(), undocumented);
    }
    expect(undocumented.map((u) => u.path)).toEqual([]);
    expect([...visited]).toEqual(expect.arrayContaining(["ProxyTokenPolicyOptions.enforcementLevels", "MonitorPolicyOptions.requiredTags", "MonitorPolicyOptions.enforcementLevels"]));
  });

  // What the clients take and return: hand-written types, so that hovers show each field.
  const clientTypes = client
    .map((symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol))
    .filter((symbol) => symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.TypeAlias) && !(symbol.flags & ts.SymbolFlags.Class))
    .map((symbol) => symbol.name);

  it("finds the clients' request and response types", () => {
    expect(clientTypes).toEqual(expect.arrayContaining(["Token", "CreatedToken", "Monitor", "MonitorList", "DataDiff", "TransformSummary", "QueryLineage", "CreateTokenParams", "ListAllMonitorsParams"]));
  });

  it.each(clientTypes)("pulumi-datafold/client %s: the type and every field, nested objects included", (name) => {
    const symbol = exported(client, name);
    expect(hasDoc(checker, symbol)).toBe(true);
    const undocumented: Undocumented[] = [];
    collectUndocumented(checker, checker.getDeclaredTypeOfSymbol(symbol), name, new Set(), undocumented);
    expect(undocumented.map((u) => u.path)).toEqual([]);
  });

  it("sees a missing doc comment (the check can fail)", () => {
    const source = "export interface Documented {\n  /** Has one. */\n  readonly a: string;\n  readonly b: number;\n}\n";
    const host = ts.createCompilerHost({});
    const fileName = join(DIST, "__probe__.d.ts");
    const original = host.getSourceFile.bind(host);
    host.getSourceFile = (file, language) => (file === fileName ? ts.createSourceFile(file, source, language) : original(file, language));
    const probe = ts.createProgram([fileName], { noLib: true }, host);
    const probeChecker = probe.getTypeChecker();
    const documented = probeChecker.getExportsOfModule(probeChecker.getSymbolAtLocation(probe.getSourceFile(fileName)!)!)[0]!;
    const undocumented: Undocumented[] = [];
    collectUndocumented(probeChecker, probeChecker.getDeclaredTypeOfSymbol(documented), "Documented", new Set(), undocumented);
    expect(undocumented.map((u) => u.path)).toEqual(["Documented.b"]);
  });
});
