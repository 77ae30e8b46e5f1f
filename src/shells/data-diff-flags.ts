/** The DataDiffFlags provider object, as a module of its own: see ./proxy-token. */
import { providerShell } from "./provider-shell";

export = providerShell("dataDiffFlags");
