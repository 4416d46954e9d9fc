import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ChatRequest = {
  model: string;
  messages: Array<{ role: string; content: string }>;
  response_format?: unknown;
};
export type ChatReply = { status?: number; content?: string | null; refusal?: string; delayMs?: number };

/** A local server speaking the OpenAI Chat Completions API, scripted per test. */
export async function startFakeChatServer(reply: (req: ChatRequest) => ChatReply) {
  const requests: Array<ChatRequest & { authorization?: string }> = [];
  const server: Server = createServer(async (req, res) => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
      res.writeHead(404).end();
      return;
    }
    const body = JSON.parse(await readBody(req)) as ChatRequest;
    requests.push({ ...body, authorization: req.headers.authorization });
    const r = reply(body);
    if (r.delayMs) await new Promise((resolve) => setTimeout(resolve, r.delayMs));
    if (res.destroyed) return;
    res.writeHead(r.status ?? 200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'chatcmpl-test',
        object: 'chat.completion',
        model: body.model,
        choices: [
          {
            index: 0,
            finish_reason: 'stop',
            message: { role: 'assistant', content: r.content ?? null, refusal: r.refusal ?? null },
          },
        ],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())).then(() => server.closeAllConnections()),
  };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}
