import type { Env } from '../../config/env';
import type { AiEngine } from './ai-task';
import { createOfflineEngine } from './offline-engine';
import { createOpenAiCompatibleEngine } from './openai-compatible-engine';

export type { AiEngine, AiResult, AiTask, ChatMessage } from './ai-task';

/** The offline engine unless AI_BASE_URL and AI_MODEL are set. */
export function createAiEngine(env: Env, log?: (msg: string, detail?: unknown) => void): AiEngine {
  if (env.AI_BASE_URL && env.AI_MODEL) {
    return createOpenAiCompatibleEngine({
      baseUrl: env.AI_BASE_URL,
      apiKey: env.AI_API_KEY,
      model: env.AI_MODEL,
      timeoutMs: env.AI_TIMEOUT_MS,
      log,
    });
  }
  return createOfflineEngine();
}
