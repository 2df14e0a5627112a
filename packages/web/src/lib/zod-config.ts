// Zod would otherwise probe for eval (new Function), which the Content Security Policy refuses and reports; it reads
// the setting when a schema is made. Zod keeps its settings on this global, shared by every copy of it, so the entry
// sets it before any schema is made without loading zod: pages without forms load none of it (zod-config.test.ts
// checks that zod reads it).
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };
export {};
