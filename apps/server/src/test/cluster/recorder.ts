/**
 * Every request the cluster proof sends, with its route pattern, the status it got, when it started and ended,
 * and the phase of the run it was sent in, so that the failures can be told apart by phase and the instances'
 * request counters compared with what was sent.
 */

export interface Sent {
  /** `METHOD /route/:pattern`, as the server's `clearsight_http_requests_total` labels it. */
  route: string;
  phase: string;
  startedAt: number;
  endedAt: number;
  /** The answer's status; null when no answer came (the connection failed). */
  status: number | null;
  ok: boolean;
  failure?: string;
}

/**
 * A kept-alive connection to nginx that nginx closed while the request was on its way: an old worker closes its
 * idle connections when a reload retires it. Nothing of the request was read, and browsers send it again on a
 * new connection (whatever the method); the proof does the same, and counts it.
 */
function closedBeforeAnswer(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return cause?.code === 'UND_ERR_SOCKET' || cause?.code === 'ECONNRESET';
}

export class Recorder {
  readonly sent: Sent[] = [];
  phase = 'setup';
  /** Requests sent again after nginx closed their kept-alive connection (see `closedBeforeAnswer`). */
  resent = 0;

  /**
   * Sends one request and records it; the answer when its status is the expected one, null otherwise (then
   * it is recorded as a failure with the start of its body).
   */
  async send(route: string, request: () => Promise<Response>, expected: number): Promise<Response | null> {
    const entry: Sent = { route, phase: this.phase, startedAt: Date.now(), endedAt: 0, status: null, ok: false };
    this.sent.push(entry);
    try {
      const res = await request().catch((error: unknown) => {
        if (!closedBeforeAnswer(error)) throw error;
        this.resent += 1;
        return request();
      });
      entry.status = res.status;
      if (res.status !== expected) {
        entry.failure = `${res.status} ${(await res.text()).slice(0, 200)}`;
        return null;
      }
      entry.ok = true;
      return res;
    } catch (error) {
      entry.failure = error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error);
      return null;
    } finally {
      entry.endedAt = Date.now();
    }
  }

  /** Answers received, by `route status`. */
  answered(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const s of this.sent) {
      if (s.status === null) continue;
      const key = `${s.route} ${s.status}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return counts;
  }

  failures(): Sent[] {
    return this.sent.filter((s) => !s.ok);
  }
}

/** `clearsight_http_requests_total` of one exposition text, by `METHOD route status`. */
export function requestCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  const series = /^clearsight_http_requests_total\{method="([^"]+)",route="([^"]+)",status="(\d+)"\} (\d+)$/gm;
  for (const [, method, route, status, value] of text.matchAll(series)) {
    const key = `${method} ${route} ${status}`;
    counts.set(key, (counts.get(key) ?? 0) + Number(value));
  }
  return counts;
}

export function addCounts(into: Map<string, number>, from: Map<string, number>): void {
  for (const [key, value] of from) into.set(key, (into.get(key) ?? 0) + value);
}
