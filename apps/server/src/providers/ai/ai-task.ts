import type { AiMeta, AiSource } from '@bluebonnet/contracts';
import type { z } from 'zod';

export type ChatMessage = { role: 'system' | 'user'; content: string };

/**
 * One AI task. `offline` is the deterministic engine and computes every number; an LLM may only
 * rewrite the prose fields named by `prose.schema`, and `prose.merge` decides what it may replace.
 */
export type AiTask<Input, Output, Prose = never> = {
  name: string;
  offline(input: Input): Output;
  sources(input: Input, output: Output): AiSource[];
  prose?: {
    schema: z.ZodType<Prose>;
    prompt(input: Input, facts: Output): ChatMessage[];
    merge(facts: Output, prose: Prose): Output;
  };
};

export type AiResult<Output> = { output: Output; meta: AiMeta };

export type AiEngine = {
  /** 'offline' or 'llm:<model>'. */
  readonly name: string;
  run<Input, Output, Prose>(task: AiTask<Input, Output, Prose>, input: Input): Promise<AiResult<Output>>;
};
