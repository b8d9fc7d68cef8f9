import { describe, expect, it } from 'vitest';
import { newId } from './ids.js';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The 48-bit timestamp an id carries, in milliseconds. */
const timestampOf = (id: string) => Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16);

describe('newId', () => {
  it('writes a version 7, variant 1 UUID carrying the time it was given', () => {
    const at = Date.UTC(2026, 11, 1, 10, 0, 0, 123);
    const id = newId(at);
    expect(id).toMatch(UUID_V7);
    expect(timestampOf(id)).toBe(at);
  });

  it('sorts ids made for one millisecond in the order they were made', () => {
    const at = Date.UTC(2026, 11, 1, 10, 0, 0, 456);
    const ids = Array.from({ length: 2000 }, () => newId(at));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    for (const id of ids) {
      expect(id).toMatch(UUID_V7);
      expect(timestampOf(id)).toBe(at);
    }
  });

  it('keeps that order when ids for a fixed clock and for the wall clock are made in turn', () => {
    const fixed = Date.UTC(2026, 11, 1, 10, 0, 1);
    const ids: string[] = [];
    for (let i = 0; i < 200; i++) {
      ids.push(newId(fixed));
      newId();
      newId(fixed - 60_000 - i);
    }
    expect([...ids].sort()).toEqual(ids);
  });

  it('starts each millisecond at its own random counter, so neighbours do not give an id away', () => {
    const base = Date.UTC(2026, 0, 1);
    const counters = Array.from({ length: 50 }, (_, i) => newId(base + i).slice(14, 23));
    expect(new Set(counters).size).toBeGreaterThan(45);
  });
});
