import type pg from 'pg';
import type { Acknowledged } from './load.js';
import type { Instance } from './processes.js';
import { addCounts, requestCounts, type Recorder } from './recorder.js';

/** The cluster proof's checks after the restarts; each returns the problems it found (none: passed). */

/** Every write that got its 2xx is in the database. */
export async function checkWrites(db: pg.Client, acked: Acknowledged): Promise<string[]> {
  const problems: string[] = [];
  const present = async (table: string, ids: string[]) => {
    if (ids.length === 0) return;
    const found = await db.query<{ n: string }>(`select count(*) as n from ${table} where id = any($1)`, [ids]);
    const n = Number(found.rows[0]?.n ?? 0);
    if (n !== new Set(ids).size) problems.push(`${table}: ${n} of ${ids.length} acknowledged rows are there`);
  };
  await present('forum_discusses', acked.topics);
  await present('forum_comments', acked.comments);
  await present('files', acked.uploads);
  await present(
    'chat_messages',
    acked.chats.map((c) => c.id),
  );
  // Every acknowledged paid message was paid exactly once (the ledger row names the message).
  const paid = await db.query<{ reference: string; n: string }>(
    `select reference, count(*) as n from money_ledger where reason = 'chat.group' and reference = any($1) group by reference`,
    [acked.chats.map((c) => c.id)],
  );
  const once = paid.rows.filter((r) => Number(r.n) === 1).length;
  if (once !== acked.chats.length) {
    problems.push(`money_ledger: ${once} of ${acked.chats.length} acknowledged chat messages were paid exactly once`);
  }
  const signed = await db.query<{ n: string }>(
    `select count(distinct u.id) as n from money_ledger l join users u on u.id = l.user_id
      where l.reason = 'sign-in' and u.user_name = any($1)`,
    [acked.signIns],
  );
  if (Number(signed.rows[0]?.n ?? 0) !== acked.signIns.length) {
    problems.push(`money_ledger: ${signed.rows[0]?.n} of ${acked.signIns.length} acknowledged sign-ins earned`);
  }
  return problems;
}

/** Every member's balance is the sum of their ledger rows, read straight from the database. */
export async function checkBalances(db: pg.Client): Promise<{ members: number; problems: string[] }> {
  const rows = await db.query<{ user_name: string; money_cents: string; sum: string }>(
    `select u.user_name, u.money_cents, coalesce(sum(l.amount_cents), 0) as sum
       from users u left join money_ledger l on l.user_id = u.id group by u.id, u.user_name, u.money_cents`,
  );
  const problems = rows.rows
    .filter((r) => Number(r.money_cents) !== Number(r.sum))
    .map((r) => `${r.user_name}: balance ${r.money_cents} ≠ ledger sum ${r.sum} (hundredths)`);
  return { members: rows.rows.length, problems };
}

/**
 * Every uploaded picture, straight from every instance (not through nginx): answered, and the same bytes
 * everywhere.
 */
export async function checkFiles(instances: Instance[], ids: string[], recorder: Recorder): Promise<string[]> {
  const problems: string[] = [];
  for (const id of ids) {
    const bodies = new Set<string>();
    for (const instance of instances) {
      const res = await recorder.send(
        'GET /prod-api/file/:id',
        () => fetch(`http://127.0.0.1:${instance.port}/prod-api/file/${id}`),
        200,
      );
      if (!res) problems.push(`picture ${id} does not download from ${instance.name}`);
      else bodies.add(Buffer.from(await res.arrayBuffer()).toString('base64'));
    }
    if (bodies.size > 1) problems.push(`picture ${id} differs between instances`);
  }
  return problems;
}

export interface Lifetime {
  name: string;
  /** The exposition text: final (after SIGTERM), the last scrape before a SIGKILL, or the live one at the end. */
  text: string;
}

export interface MetricsComparison {
  rows: Array<{ key: string; answered: number; counted: number; lostBound: number }>;
  problems: string[];
}

/**
 * The instances' request counters against the load. For every `METHOD route status` the proof received an
 * answer with, `answered` is how many it received; `counted` is the sum of `clearsight_http_requests_total`
 * over every process lifetime: the final counts each SIGTERMed process sent once its last request was answered,
 * the live counts of the three processes at the end, and, for the SIGKILLed process, its scrape taken just
 * before the kill. The counts that process made after that scrape died with it: they are at most the answers
 * to requests sent before the process was gone that were answered after the scrape began (`lostBound`). nginx's
 * own answers (502, 504: no instance answered) are left out. The check:
 * 0 ≤ answered − counted ≤ lostBound for every key.
 */
export function compareMetrics(
  recorder: Recorder,
  lifetimes: Lifetime[],
  kill: { at: number; scrapedAt: number; exitedAt: number },
): MetricsComparison {
  const counted = new Map<string, number>();
  for (const lifetime of lifetimes) addCounts(counted, requestCounts(lifetime.text));
  const lost = new Map<string, number>();
  for (const s of recorder.sent) {
    if (s.status === null || s.startedAt > kill.exitedAt || s.endedAt < kill.scrapedAt) continue;
    const key = `${s.route} ${s.status}`;
    lost.set(key, (lost.get(key) ?? 0) + 1);
  }
  const rows = [...recorder.answered()]
    // 502 and 504 are nginx's own answers (no instance answered), which no instance counts.
    .filter(([key]) => !/ 50[24]$/.test(key))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, answered]) => ({ key, answered, counted: counted.get(key) ?? 0, lostBound: lost.get(key) ?? 0 }));
  const problems = rows
    .filter((r) => r.answered - r.counted < 0 || r.answered - r.counted > r.lostBound)
    .map((r) => `metrics: ${r.key} answered ${r.answered}, counted ${r.counted} (at most ${r.lostBound} lost)`);
  return { rows, problems };
}

/** The realtime sockets the instances report, by hub, summed over the three. */
export function socketGauges(texts: string[]): Map<string, number> {
  const sockets = new Map<string, number>();
  for (const text of texts) {
    for (const [, hub, n] of text.matchAll(/^clearsight_realtime_sockets\{hub="([^"]+)"\} (\d+)$/gm)) {
      sockets.set(hub!, (sockets.get(hub!) ?? 0) + Number(n));
    }
  }
  return sockets;
}
