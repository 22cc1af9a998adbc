import { config } from "zod/v4/core";

// In the browser, zod would test whether it may compile validators with `new Function`: a test the
// Content-Security-Policy refuses (no 'unsafe-eval') and reports as a violation. It is told not to
// compile there. Imported first by root.tsx, so it runs before any schema is made.
if (typeof document !== "undefined") config({ jitless: true });
