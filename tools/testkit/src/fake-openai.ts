import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer: a chat completion whose message is `content`, an error `status` with `body`, or no answer at all; `delayMs` later. */
export type FakeReply = ({ content: string } | { status: number; body: unknown } | { hang: true }) & { delayMs?: number };

export interface FakeRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: {
    model?: string;
    messages?: Array<{ role: string; content: string }>;
    response_format?: { type: string; json_schema?: { name: string; schema: unknown; strict?: boolean } };
  };
}

/**
 * A small OpenAI-compatible server for tests (the real LLM cannot run here): `POST /v1/chat/completions`
 * answers the scripted replies in order and records every request. With nothing scripted it answers 500,
 * so a test that did not expect a request fails loudly.
 */
export class FakeOpenAiServer {
  readonly requests: FakeRequest[] = [];
  url = '';
  private readonly queue: FakeReply[] = [];
  private readonly server: Server = createServer((req, res) => this.handle(req, res));

  private constructor() {}

  static async start(): Promise<FakeOpenAiServer> {
    const fake = new FakeOpenAiServer();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    return fake;
  }

  private handle(req: IncomingMessage, res: ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      let body: FakeRequest['body'] = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as FakeRequest['body'];
      } catch {
        // recorded as empty: the test's assertions will say so
      }
      this.requests.push({ path: req.url ?? '', headers: req.headers, body });
      const reply = req.method === 'POST' && req.url === '/v1/chat/completions' ? this.queue.shift() : { status: 404, body: { error: { message: 'not found' } } };
      if (reply === undefined) return json(res, 500, { error: { message: 'the fake server had no scripted answer' } });
      if ('hang' in reply) return;
      const answer = () => ('status' in reply ? json(res, reply.status, reply.body) : json(res, 200, completion(body.model ?? 'fake', reply.content)));
      if (reply.delayMs) setTimeout(answer, reply.delayMs);
      else answer();
    });
  }

  /** Queues answers for the next requests, in order. */
  script(...replies: FakeReply[]): this {
    this.queue.push(...replies);
    return this;
  }

  /** Forgets the recorded requests and any answers not yet given. */
  reset(): void {
    this.requests.length = 0;
    this.queue.length = 0;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

function json(res: ServerResponse, status: number, body: unknown): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' });
  res.end(text);
}

function completion(model: string, content: string) {
  return {
    id: `chatcmpl-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}
