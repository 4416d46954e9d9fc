import type { FastifySerializerCompiler } from 'fastify/types/schema';

/**
 * For hot list routes whose data the service builds from typed rows: skip the per-item zod pass of the
 * response (it cost more than the query for a page of 100 intakes). The schema still documents the
 * route in OpenAPI, and the route's API tests parse answers against it.
 */
export const trustedJsonSerializer: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);
