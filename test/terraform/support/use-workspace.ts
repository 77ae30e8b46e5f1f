/**
 * The hooks a Terraform e2e block needs around one workspace: the built provider's launcher
 * and a TofuWorkspace pointed at the block's emulator, made in beforeAll (after the emulator's,
 * registered first) and removed in afterAll.
 */
import type { TofuEmulator } from "./emulator";
import { providerLauncher, type ProviderLauncher } from "./provider-launcher";
import { TofuWorkspace } from "./tofu-workspace";

/** Registers the hooks; call the returned function inside tests and later hooks. */
export function useWorkspace(tofu: string, live: TofuEmulator, env: () => Record<string, string> = () => ({})): () => TofuWorkspace {
  let launcher: ProviderLauncher | undefined;
  let workspace: TofuWorkspace | undefined;
  beforeAll(() => {
    launcher = providerLauncher();
    workspace = new TofuWorkspace({ tofu, launcherDir: launcher.dir, env: { ...live.env, ...env() } });
  });
  afterAll(() => {
    workspace?.remove();
    launcher?.remove();
  });
  return () => {
    if (workspace === undefined) throw new Error("the workspace is made in beforeAll: read it inside a test or a later hook");
    return workspace;
  };
}
