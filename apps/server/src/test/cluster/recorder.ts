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
 * new connection (whatever the method); the proof does the same, and counts it. In the first CI run with a single
 * resend, the resent GET went out on another idle connection the same retiring worker closed.
 */
function closedBeforeAnswer(error: unknown): boolean {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return cause?.code === 'UND_ERR_SOCKET' || cause?.code === 'ECONNRESET';
}

/** Statuses whose answers have no body (a Response made with one, even empty, is refused). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** How many times one request is sent again after its connection was closed unread (see `closedBeforeAnswer`). */
const RESEND_LIMIT = 3;

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
      const res = await this.sendAgainWhenClosed(request);
      // The whole answer is read here: a connection cut in the middle of a body (an instance SIGKILLed while it
      // was sending a page) fails this request, recorded with the others, instead of erroring a body stream
      // nobody reads, which undici throws outside any caller (it ended a CI run's cluster proof).
      const body = NULL_BODY_STATUSES.has(res.status) ? null : await res.arrayBuffer();
      entry.status = res.status;
      if (res.status !== expected) {
        entry.failure = `${res.status} ${new TextDecoder().decode(body ?? new ArrayBuffer(0)).slice(0, 200)}`;
        return null;
      }
      entry.ok = true;
      return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
    } catch (error) {
      entry.failure = error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error);
      return null;
    } finally {
      entry.endedAt = Date.now();
    }
  }

  /**
   * The request, sent again while nginx closed the connection before reading it (at most RESEND_LIMIT times): the
   * client's pool may hold several idle connections to the worker a reload retires, and the next one it picks can
   * be closed as well.
   */
  private async sendAgainWhenClosed(request: () => Promise<Response>): Promise<Response> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await request();
      } catch (error) {
        if (!closedBeforeAnswer(error) || attempt >= RESEND_LIMIT) throw error;
        this.resent += 1;
      }
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
