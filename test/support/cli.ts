// `npm run levy -- ...` as an operator runs it: a process of its own, with the environment given.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const exec = promisify(execFile);
export const ROOT = join(import.meta.dirname, '..', '..');

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the CLI with `args`; a non-zero exit is an answer, not a failure of the test. */
export async function runCli(env: NodeJS.ProcessEnv, ...args: string[]): Promise<CliRun> {
  try {
    const { stdout, stderr } = await exec(process.execPath, ['--import', 'tsx', 'src/cli/levy.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}
