import { config } from 'zod/v4/core';

// Zod would otherwise probe for eval (new Function), which the Content Security Policy refuses and reports. Imported
// first by the entry, so it runs before any schema is made (zod reads it then). The core's config alone keeps zod
// itself out of the first load of pages without forms.
config({ jitless: true });
