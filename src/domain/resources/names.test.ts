// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, RESOURCE_NAMES, type ResourceName } from './index';
import { DEFAULT_PAGE_SIZE_CHOICE, PAGE_SIZE_CHOICES, RESOURCE_NAME_LIST, type ResourceNameListed } from './names';

// Both ways at compile time: a resource added to ./index without ./names (or the reverse) fails the typecheck.
const listedIsRegistered: ResourceName = '' as ResourceNameListed;
const registeredIsListed: ResourceNameListed = '' as ResourceName;

describe('resource names for manifests', () => {
  it('lists exactly the registered resources, in the same order', () => {
    void listedIsRegistered;
    void registeredIsListed;
    expect([...RESOURCE_NAME_LIST]).toEqual(RESOURCE_NAMES);
  });
  it('has the same page sizes and default', () => {
    expect([...PAGE_SIZE_CHOICES]).toEqual([...PAGE_SIZES]);
    expect(DEFAULT_PAGE_SIZE_CHOICE).toBe(DEFAULT_PAGE_SIZE);
  });
});
