import type { AiEngine, AiResult, AiTask } from './ai-task';

/** The default engine: the task's own deterministic analysis. */
export function createOfflineEngine(now: () => Date = () => new Date()): AiEngine {
  return {
    name: 'offline',
    async run<I, O, P>(task: AiTask<I, O, P>, input: I): Promise<AiResult<O>> {
      const output = task.offline(input);
      return {
        output,
        meta: { engine: 'offline', generatedAt: now().toISOString(), sources: task.sources(input, output) },
      };
    },
  };
}
