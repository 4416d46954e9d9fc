// A bare Fastify route: the baseline the API's throughput is compared with.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ ok: true }));
app.get('/bare', async () => ({ id: 1, email: 'bench@example.com', firstName: 'Bench' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
