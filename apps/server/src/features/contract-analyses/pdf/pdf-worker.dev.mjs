// Source-mode entry (tests, `npm run dev`): registers tsx in the worker, then loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./pdf-worker.ts');
