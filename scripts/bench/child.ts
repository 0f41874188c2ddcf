import { spawn, type ChildProcess } from 'node:child_process';

/**
 * A process the bench starts, its output's tail kept (not shown) so that a failure can say what it said,
 * and a stop that waits for it to end. Shared by the portal's stack, the reference's stack and its build.
 */
export interface Kept {
  child: ChildProcess;
  /** The last characters it wrote, stdout and stderr together. */
  said(): string;
  /** Resolves with its exit code once it has ended (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Ends it (SIGTERM) unless it has ended, and waits. */
  stop(): Promise<void>;
}

const KEPT_CHARACTERS = 6000;

export function startKept(command: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = {}): Kept {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-KEPT_CHARACTERS);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => resolve(code));
    // a command that cannot start (not installed) ends here, never with an exit
    child.once('error', (error) => {
      output += `\n${error.message}`;
      resolve(null);
    });
  });
  return {
    child,
    said: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Runs a command to its end; its output is shown only when it fails. */
export async function runKept(command: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<void> {
  const kept = startKept(command, args, cwd, env);
  const code = await kept.exited;
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} (in ${cwd}) failed with ${code}\n${kept.said()}`);
}
