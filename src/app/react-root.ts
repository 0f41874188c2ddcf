/**
 * React DOM's client, which the portal starts from a chunk of its own (src/main.tsx imports this module
 * dynamically; vite.config.ts groups React DOM and the scheduler apart), not at the top of the portal's chunk.
 *
 * Why (docs/decisions/0023): React DOM creates error objects as its code is set up. Where DevTools are attached, as under
 * Lighthouse, every error object made records where it was made, and V8 then parses again every function on the
 * stack to find its source positions. Set up from the portal chunk's top level, that was the whole 380 KB
 * chunk, parsed again inside its evaluation: about 40 of the task's 85–100 ms at CPU ×4 (traces). Set up
 * from this module, the stack holds only React DOM's own code and this small chunk, in a task of its own.
 */
export { createRoot } from 'react-dom/client';
