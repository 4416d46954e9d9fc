import type { AiEngine, AiResult, AiTask, ChatMessage } from './ai-task';

export type OpenAiCompatibleConfig = {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  log?: (msg: string, detail?: unknown) => void;
};

/**
 * Any server speaking the Chat Completions API (OpenAI, Azure OpenAI, Ollama, vLLM, LM Studio).
 * The offline result is computed first; the model only rewrites prose, validated against the task's
 * schema. On a time-out, refusal or invalid output the offline result is returned, marked so.
 */
export function createOpenAiCompatibleEngine(
  config: OpenAiCompatibleConfig,
  now: () => Date = () => new Date(),
): AiEngine {
  const engineName = `llm:${config.model}`;
  return {
    name: engineName,
    async run<I, O, P>(task: AiTask<I, O, P>, input: I): Promise<AiResult<O>> {
      const facts = task.offline(input);
      const base = { generatedAt: now().toISOString(), sources: task.sources(input, facts) };
      if (!task.prose) return { output: facts, meta: { engine: 'offline', ...base } };
      try {
        const raw = await chatJson(config, task.prose.prompt(input, facts));
        const parsed = task.prose.schema.safeParse(raw);
        if (!parsed.success) throw new Error(`output did not match the schema: ${parsed.error.issues[0]?.message}`);
        return {
          output: task.prose.merge(facts, parsed.data),
          meta: { engine: engineName, model: config.model, ...base },
        };
      } catch (err) {
        const reason = err instanceof Error ? err.message : String(err);
        config.log?.(`AI task ${task.name} fell back to the offline engine`, reason);
        return { output: facts, meta: { engine: 'offline', fallbackReason: `LLM unavailable: ${reason}`, ...base } };
      }
    },
  };
}

type ChatResponse = { choices?: Array<{ message?: { content?: string | null; refusal?: string | null } }> };

export async function chatJson(config: OpenAiCompatibleConfig, messages: ChatMessage[]): Promise<unknown> {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({ model: config.model, messages, temperature: 0.3, response_format: { type: 'json_object' } }),
    signal: AbortSignal.timeout(config.timeoutMs),
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const body = (await res.json()) as ChatResponse;
  const message = body.choices?.[0]?.message;
  if (message?.refusal) throw new Error('the model refused');
  const content = message?.content;
  if (!content) throw new Error('empty answer');
  return JSON.parse(stripFences(content)) as unknown;
}

/** Some local models wrap JSON in a Markdown fence despite response_format. */
function stripFences(text: string): string {
  const m = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/.exec(text);
  return m?.[1] ?? text;
}
