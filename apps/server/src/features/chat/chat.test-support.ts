import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for an OpenAI-compatible service on a local port: it streams chat completions as server-sent
 * events the way the real ones do, and can be told to break off mid-answer, to answer 402 (out of credit),
 * to go slowly,
 * or to hold every answer after its first piece until released. The assistant reaches it through the official client, exactly as it would the real one.
 */
export interface FakeAi {
  url: string;
  requests: Array<{ authorization: string | undefined; body: { model: string; stream: boolean; messages: unknown[] } }>;
  behaviour: 'answer' | 'break' | 'credit' | 'slow' | 'hold';
  answer: string[];
  /** Answers held now. */
  holding(): number;
  /** Lets every held answer go on. */
  release(): void;
  close(): Promise<void>;
}

export async function startFakeAi(): Promise<FakeAi> {
  const held: Array<() => void> = [];
  const fake: Omit<FakeAi, 'url' | 'close'> = {
    requests: [],
    behaviour: 'answer',
    answer: ['你好', '，我是', '助手。'],
    holding: () => held.length,
    release: () => {
      for (const go of held.splice(0)) go();
    },
  };
  const chunk = (content: string) =>
    `data: ${JSON.stringify({
      id: 'chatcmpl-1',
      object: 'chat.completion.chunk',
      created: 1,
      model: 'fake-model',
      choices: [{ index: 0, delta: { content }, finish_reason: null }],
    })}\n\n`;
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    req.on('end', () => {
      void (async () => {
        fake.requests.push({
          authorization: req.headers.authorization,
          body: JSON.parse(raw) as FakeAi['requests'][0]['body'],
        });
        if (req.url !== '/v1/chat/completions') {
          res.writeHead(404).end();
          return;
        }
        if (fake.behaviour === 'credit') {
          res.writeHead(402, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ error: { message: 'Insufficient Balance', type: 'payment_required' } }));
          return;
        }
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        for (const [i, piece] of fake.answer.entries()) {
          if (fake.behaviour === 'break' && i === 2) {
            res.destroy();
            return;
          }
          if (fake.behaviour === 'hold' && i === 1) await new Promise<void>((resolve) => held.push(resolve));
          res.write(chunk(piece));
          await new Promise((resolve) => setTimeout(resolve, fake.behaviour === 'slow' ? 300 : 5));
        }
        res.end('data: [DONE]\n\n');
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake as FakeAi, {
    url: `http://127.0.0.1:${port}/v1`,
    close: () => {
      fake.release();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
}
