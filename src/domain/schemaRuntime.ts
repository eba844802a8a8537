/**
 * zod compiles fast object parsers with `new Function` when it may; the portal's Content Security
 * Policy has no 'unsafe-eval', so the browser would refuse (and report) even zod's probe. Parsing
 * without compiling is fast enough for layout documents and widget settings. The entries import
 * this module first.
 */
import { z } from 'zod';

z.config({ jitless: true });
