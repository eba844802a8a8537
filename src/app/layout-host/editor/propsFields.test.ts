// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getWidget } from '../../../../widgets/registry';
import { propFields } from './propsFields';

describe('settings fields from a props schema', () => {
  it('reads strings, numbers with their bounds, booleans and enums through defaults', () => {
    const schema = z.object({
      heading: z.string().default('标题').meta({ title: '标题' }),
      size: z.number().int().min(1).max(50).default(10).describe('条数'),
      ratio: z.number().optional(),
      compact: z.boolean().default(false),
      kind: z.enum(['all', 'register']).default('all'),
      tags: z.array(z.string()).default([]),
    });
    expect(propFields(schema)).toEqual({
      fields: [
        { name: 'heading', label: '标题', kind: 'string' },
        { name: 'size', label: '条数', kind: 'number', integer: true, min: 1, max: 50 },
        { name: 'ratio', label: 'ratio', kind: 'number', integer: false },
        { name: 'compact', label: 'compact', kind: 'boolean' },
        { name: 'kind', label: 'kind', kind: 'enum', options: ['all', 'register'] },
      ],
      unsupported: ['tags'],
    });
  });

  it('reads a real widget’s manifest schema', () => {
    const { fields } = propFields(getWidget('todo')!.props);
    expect(fields.map((f) => `${f.name}:${f.kind}`)).toEqual(['taskType:enum', 'pageSize:number', 'order:enum', 'variant:enum', 'refreshSeconds:number']);
  });

  it('has nothing to offer for a schema that is not an object', () => {
    expect(propFields(z.string())).toEqual({ fields: [], unsupported: [] });
  });
});
