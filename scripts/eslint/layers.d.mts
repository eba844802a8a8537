import type { Rule } from 'eslint';

/** The zp plugin: its one rule, `layers` (one-way imports by zone). */
export function layersPlugin(root: string): { rules: { layers: Rule.RuleModule } };
