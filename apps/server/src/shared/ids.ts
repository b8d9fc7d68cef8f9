import { randomBytes } from 'node:crypto';

/** The counter's width: rand_a's 12 bits, then the 14 bits of rand_b that follow the variant. */
const COUNTER_BITS = 26;
const COUNTER_LIMIT = 2 ** COUNTER_BITS;
/** How many recently asked-for milliseconds keep their counter (callers passing a clock's time interleave). */
const REMEMBERED_MILLISECONDS = 16;

/** For each recently asked-for millisecond, the time and counter its last id was written with. */
const lastIdOf = new Map<number, { ms: number; counter: number }>();

/**
 * UUIDv7 (RFC 9562): time-ordered, so primary-key indexes stay append-mostly on both databases, and
 * generated in the application so SQLite and PostgreSQL share one code path.
 *
 * Ids made by one process for one millisecond carry a counter after the timestamp (the RFC's "fixed
 * bit-length dedicated counter", section 6.2, method 1), so they sort in the order they were made: rows
 * written in one millisecond (an action and its audit record, a test's fixed clock) list in the order they
 * happened when sorted by id. The counter is kept for the last few milliseconds asked for, not only the
 * last, because ids for a service clock's time and for the wall clock's are made in turn. It starts at a
 * random value with its top bit clear each new millisecond, so ids stay unguessable and a burst has room to
 * count up; should it ever run out, the timestamp moves on by one millisecond, as the RFC prescribes.
 */
export function newId(now: number = Date.now()): string {
  const bytes = randomBytes(16);
  const previous = lastIdOf.get(now);
  let ms = now;
  let counter: number;
  if (previous) {
    ({ ms, counter } = previous);
    counter += 1;
    if (counter >= COUNTER_LIMIT) {
      ms += 1;
      counter = 0;
    }
    lastIdOf.delete(now);
  } else {
    counter = ((bytes[6]! & 0x0f) << 22) | (bytes[7]! << 14) | ((bytes[8]! & 0x3f) << 8) | bytes[9]!;
    counter &= COUNTER_LIMIT / 2 - 1;
    if (lastIdOf.size >= REMEMBERED_MILLISECONDS) lastIdOf.delete(lastIdOf.keys().next().value!);
  }
  lastIdOf.set(now, { ms, counter });

  bytes[0] = Math.floor(ms / 2 ** 40) & 0xff;
  bytes[1] = Math.floor(ms / 2 ** 32) & 0xff;
  bytes[2] = (ms >>> 24) & 0xff;
  bytes[3] = (ms >>> 16) & 0xff;
  bytes[4] = (ms >>> 8) & 0xff;
  bytes[5] = ms & 0xff;
  bytes[6] = 0x70 | ((counter >>> 22) & 0x0f);
  bytes[7] = (counter >>> 14) & 0xff;
  bytes[8] = 0x80 | ((counter >>> 8) & 0x3f);
  bytes[9] = counter & 0xff;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
