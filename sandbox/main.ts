import { configFromEnv } from './config.ts';
import { startSandbox } from './server.ts';
import { describeDemoData } from './describe.ts';

/** `npm run sandbox`: the identity provider and the accounting service, until interrupted. */
const sandbox = await startSandbox(configFromEnv());
console.log(`[sandbox] service  ${sandbox.url}/portal`);
console.log(`[sandbox] identity provider  ${sandbox.issuer}`);
console.log(`[sandbox] data  ${sandbox.config.dataDir}`);
if (process.env.SANDBOX_QUIET !== '1') console.log(describeDemoData());

const stop = async () => {
  await sandbox.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
