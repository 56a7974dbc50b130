import type { ChildProcess } from 'node:child_process';

/** Resolves with the first stdout line of `child` that `wanted` accepts; rejects if it exits first. */
export function waitForLine(child: ChildProcess, wanted: (line: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      const found = lines.find(wanted);
      if (found !== undefined) {
        child.stdout!.off('data', onData);
        child.off('exit', onExit);
        resolve(found);
      }
    };
    const onExit = (code: number | null) => reject(new Error(`the process exited (${code}) before the line`));
    child.stdout!.on('data', onData);
    child.once('exit', onExit);
  });
}

/** Resolves with the exit code, or the signal's name, once `child` has exited. */
export function exited(child: ChildProcess): Promise<number | string> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode ?? child.signalCode!);
    child.once('exit', (code, signal) => resolve(code ?? signal!));
  });
}
