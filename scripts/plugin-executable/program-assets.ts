/** The assets of an executable built with a trained code cache: the bundled program and its code cache (build.ts writes them, program-loader.ts reads them). */
export const PROGRAM_ASSET = "program.js";
export const CODE_CACHE_ASSET = "program.cache";
