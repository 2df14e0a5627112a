import { z } from 'zod';

// Zod would otherwise probe for eval (new Function), which the Content Security Policy refuses and reports. Imported
// first by the entry, so it runs before any module that parses with a schema while it loads.
z.config({ jitless: true });
