import type { JobInfo } from '../../jobs/worker.ts';
import type { DeliveryContext } from './context.ts';
import { findMail, recordAttemptError, recordDelivery } from './repository.ts';

const ERROR_MAX_LENGTH = 500;

/**
 * The `mail.send` job. Logs carry the mail id and template only: bodies and links hold
 * sign-up and password-reset tokens. A failure throws so that the worker retries with
 * backoff; on the last allowed attempt the mail is marked failed, since the worker then
 * buries the job without telling anyone.
 */
export async function deliverMail(deps: DeliveryContext, mailId: number, job: JobInfo): Promise<void> {
  const mail = await findMail(deps.db, mailId);
  if (!mail) {
    deps.log.warn({ mailId }, 'mail.send: the mail no longer exists');
    return;
  }
  // Jobs run at least once: a mail already sent (or kept) is not sent again.
  if (mail.status !== 'queued') return;
  const context = { mailId, template: mail.template };

  if (!deps.transport) {
    await recordDelivery(deps.db, mailId, { status: 'kept', at: deps.clock.now() });
    deps.log.info(context, 'mail kept in the outbox (no SMTP_URL)');
    return;
  }
  try {
    await deps.transport({
      from: deps.from,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      headers: mail.headers,
    });
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX_LENGTH);
    if (job.attempt >= job.maxAttempts) {
      await recordDelivery(deps.db, mailId, { status: 'failed', at: deps.clock.now(), error: message });
      deps.log.error({ ...context, attempt: job.attempt }, 'mail delivery failed for good');
    } else {
      await recordAttemptError(deps.db, mailId, message);
      deps.log.warn({ ...context, attempt: job.attempt }, 'mail delivery failed; it will be retried');
    }
    throw error;
  }
  await recordDelivery(deps.db, mailId, { status: 'sent', at: deps.clock.now() });
  deps.log.info(context, 'mail sent');
}
