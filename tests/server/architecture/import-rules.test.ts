/**
 * The lint rule behind the rooms' one-way imports (scripts/eslint/layers.mjs), on the zones of
 * eslint.config.js: a server area reaches another only through its entry or the files it offers.
 */
import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { layersPlugin } from '../../../scripts/eslint/layers.mjs';

RuleTester.describe = describe;
RuleTester.it = it;

const root = path.resolve(import.meta.dirname, '../../..');
const rule = layersPlugin(root).rules.layers;
const zones = [{ target: ['./server/modules/account'], from: './server/modules/msg', allow: ['index', 'service'], message: 'msg is its own' }];
const at = path.join(root, 'server/modules/account/probe.ts');

new RuleTester({ languageOptions: { ecmaVersion: 2023, sourceType: 'module' } }).run('layers', rule, {
  valid: [
    { filename: at, options: [{ zones }], code: "import msg from '../msg';" },
    { filename: at, options: [{ zones }], code: "import msg from '../msg/index';" },
    { filename: at, options: [{ zones }], code: "import { sendMessage } from '../msg/service';" },
    { filename: at, options: [{ zones }], code: "import { x } from './own';" },
  ],
  invalid: [
    { filename: at, options: [{ zones }], code: "import { push } from '../msg/push';", errors: [{ message: 'msg is its own (imports ../msg/push)' }] },
    { filename: at, options: [{ zones }], code: "export * from '../msg/deep/file';", errors: 1 },
  ],
});
