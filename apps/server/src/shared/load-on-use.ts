import { createRequire } from 'node:module';

/**
 * Loads a package at the moment it is first needed, synchronously (the client libraries of PostgreSQL, Redis
 * and the AI service are CommonJS): a process that runs on SQLite without Redis or an AI service never loads
 * them, which keeps its memory down (docs/performance.md). Import the package's types with `import type`.
 */
export const loadOnUse = createRequire(import.meta.url);
