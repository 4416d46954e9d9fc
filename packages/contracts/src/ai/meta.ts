import { z } from 'zod';

/** Which data an AI answer used (DESIGN.md "Honest output"). */
export const aiSource = z.object({
  name: z.string(),
  kind: z.enum(['bundled', 'live', 'demo']),
  asOf: z.string().optional(),
});
export type AiSource = z.infer<typeof aiSource>;

/** Carried by every AI answer: the engine that made it and the data it used. */
export const aiMeta = z.object({
  engine: z.string().describe("'offline' or 'llm:<model>'"),
  model: z.string().optional(),
  generatedAt: z.string(),
  /** Set when the LLM failed and the offline result was used instead. */
  fallbackReason: z.string().optional(),
  sources: z.array(aiSource),
});
export type AiMeta = z.infer<typeof aiMeta>;
