import { type BackupStep, takeBackup } from '../take-backup.ts';

/**
 * `npm run backup` that stops at a step and waits there to be killed, for the test of
 * interrupted backups: prints `at <step>` as it passes each step and `paused <step>` when it
 * reaches PAUSE_AT for the PAUSE_NTH time (1 unless set). Without PAUSE_AT it runs through.
 */
const pauseAt = process.env.PAUSE_AT as BackupStep | undefined;
const pauseNth = Number(process.env.PAUSE_NTH ?? 1);
const seen = new Map<BackupStep, number>();

await takeBackup({
  dataDir: process.env.DATA_DIR ?? '',
  async onStep(step) {
    const times = (seen.get(step) ?? 0) + 1;
    seen.set(step, times);
    process.stdout.write(`at ${step}\n`);
    if (step === pauseAt && times === pauseNth) {
      process.stdout.write(`paused ${step}\n`);
      // Held open until the test kills this process.
      await new Promise(() => setInterval(() => {}, 60_000));
    }
  },
});
process.stdout.write('complete\n');
