/**
 * zod as the browser runs it. zod compiles fast object parsers with `new Function` when it may;
 * the portal's Content Security Policy has no 'unsafe-eval', so the browser would refuse (and
 * report) even zod's probe. Parsing without compiling is fast enough for layout documents and
 * widget settings. vite.config.ts resolves the browser's `zod` to this module, so zod is set up
 * in whichever chunk first needs it (the sign-in page needs none); the server keeps zod's compiler.
 */
import { z } from 'zod/v4';

z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
