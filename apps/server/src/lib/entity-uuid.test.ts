import { describe, expect, it } from 'vitest';
import { entityIdOf, entityUuid } from './entity-uuid.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('entity uuids', () => {
  it('are well-formed version 8 uuids, one per kind, id and sub', () => {
    const service = entityUuid('service', 42);
    expect(service).toBe('48424f55-0001-8000-8000-00000000002a');
    expect(service).toMatch(UUID);
    expect(service[14]).toBe('8');
    expect(entityUuid('organization', 42)).not.toBe(service);
    expect(entityUuid('service', 43)).not.toBe(service);
    expect(entityUuid('schedule', 42, 0)).not.toBe(entityUuid('schedule', 42, 1));
  });

  it('give back the id of their kind only', () => {
    expect(entityIdOf('service', entityUuid('service', 123456))).toBe(123456);
    expect(entityIdOf('service', entityUuid('service', 7).toUpperCase())).toBe(7);
    expect(entityIdOf('organization', entityUuid('service', 7))).toBeNull();
    expect(entityIdOf('schedule', entityUuid('schedule', 7, 3))).toBeNull();
    expect(entityIdOf('service', 'fc1f4ca4-343c-5e7b-b8dc-85159b3bcb32')).toBeNull();
    expect(entityIdOf('service', 'not-a-uuid')).toBeNull();
  });

  it('refuse ids they cannot hold', () => {
    expect(() => entityUuid('service', -1)).toThrow(RangeError);
    expect(() => entityUuid('service', 2 ** 48)).toThrow(RangeError);
    expect(() => entityUuid('schedule', 1, 0x1000)).toThrow(RangeError);
  });
});
