// E-mail about submissions, through Strapi's e-mail plugin with the nodemailer (SMTP) provider (config/plugins.ts).
// With no SMTP_HOST, nothing is ever sent: the CMS says so once at start. Plain text only: nothing anyone typed is
// ever rendered as HTML (the nodemailer provider copies `text` into `html` when no html is given, so an html part is
// always given: the same text, escaped). A failed send is logged and never fails the request that caused it.
import type { Core } from '@strapi/strapi';

import { escapeHtml, STATE_LABELS, type HistoryEntry } from './submission-intake';
import { benchmarkLabel, type BenchmarkChoice, type Submission } from '@evergreen/boards';

import { offeredBenchmarks } from './benchmark-choices';

/** True when an SMTP server is configured (SMTP_HOST); otherwise nothing is ever sent. */
export const mailConfigured = (env: NodeJS.ProcessEnv = process.env): boolean => Boolean(env.SMTP_HOST?.trim());

const teamAddress = (env: NodeJS.ProcessEnv = process.env) => env.CMS_TEAM_EMAIL?.trim() || 'team@xbench.org';

export function announceMailSetting(strapi: Core.Strapi): void {
  if (mailConfigured()) {
    strapi.log.info(`e-mail: submission e-mails go through SMTP ${process.env.SMTP_HOST}:${process.env.SMTP_PORT ?? 587}; the team address is ${teamAddress()}`);
  } else {
    strapi.log.info('e-mail: no SMTP server configured (SMTP_HOST unset): submission receipts and notices are not sent');
  }
}

interface Message {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

function send(strapi: Core.Strapi, message: Message): void {
  if (!mailConfigured()) return;
  // Plugin services are untyped (any); the email plugin's `send` takes the message and its HTML.
  const service = strapi.plugin('email')?.service('email') as
    | { send: (options: Message & { html: string }) => Promise<unknown> }
    | undefined;
  if (!service) return;
  const html = `<div style="white-space:pre-wrap;font-family:sans-serif">${escapeHtml(message.text)}</div>`;
  service.send({ ...message, html }).then(
    () => strapi.log.info(`e-mail: sent "${message.subject}"`),
    (error: unknown) => strapi.log.error(`e-mail: could not send "${message.subject}": ${error instanceof Error ? error.message : String(error)}`),
  );
}

const boards = (benchmarks: readonly string[], choices: readonly BenchmarkChoice[]) =>
  benchmarks.map((id) => benchmarkLabel(id, choices)).join(', ');

export function receiptMail(submission: Submission & { reference: string; statusUrl: string }, choices: readonly BenchmarkChoice[]): Message {
  return {
    to: submission.email,
    subject: `Submission ${submission.reference} received`,
    text: [
      `Hello ${submission.contactName},`,
      '',
      `We received your submission of ${submission.agentName} (reference ${submission.reference}) for: ${boards(submission.benchmarks, choices)}.`,
      '',
      'Follow its state at this private link (anyone with it can see the state of this submission):',
      submission.statusUrl,
      '',
      'We write again each time its state changes.',
    ].join('\n'),
  };
}

export function teamMail(submission: Submission & { reference: string }, choices: readonly BenchmarkChoice[]): Message {
  return {
    to: teamAddress(),
    replyTo: submission.email,
    subject: `New submission ${submission.reference}`,
    text: [
      `Reference: ${submission.reference}`,
      `Agent or model: ${submission.agentName}`,
      `Organisation: ${submission.organisation}`,
      `Contact: ${submission.contactName} <${submission.email}>`,
      `Public access link: ${submission.accessLink}`,
      `Benchmarks: ${boards(submission.benchmarks, choices)}`,
      `How to access it: ${submission.accessNotes || '-'}`,
      '',
      'Work the queue in the CMS admin: Content Manager > Submission.',
    ].join('\n'),
  };
}

type StateChange = {
  reference: string;
  email: string;
  agentName: string;
  benchmarks: readonly string[];
  statusUrl: string;
  entry: HistoryEntry;
};

export function stateChangeMail(change: StateChange, choices: readonly BenchmarkChoice[]): Message {
  const { entry } = change;
  const lines = [`Your submission ${change.reference} (${change.agentName}) is now: ${STATE_LABELS[entry.to]}.`];
  if (entry.to === 'declined' && entry.note) lines.push('', `Reason: ${entry.note}`);
  if (entry.to === 'published') lines.push('', `The results are on the leaderboards: ${boards(change.benchmarks, choices)}.`);
  lines.push('', 'Its state and dates:', change.statusUrl);
  return { to: change.email, subject: `Submission ${change.reference}: ${STATE_LABELS[entry.to]}`, text: lines.join('\n') };
}

/** Sends after reading the benchmarks' names (the boards published now); a failure is logged, never thrown. */
const withChoices = (strapi: Core.Strapi, mails: (choices: BenchmarkChoice[]) => Message[]) =>
  offeredBenchmarks(strapi).then(
    (choices) => mails(choices).forEach((message) => send(strapi, message)),
    (error: unknown) => strapi.log.error(`e-mail: could not read the boards' names: ${error instanceof Error ? error.message : String(error)}`),
  );

export function notifyNewSubmission(strapi: Core.Strapi, submission: Submission & { reference: string; statusUrl: string }): void {
  void withChoices(strapi, (choices) => [receiptMail(submission, choices), teamMail(submission, choices)]);
}

export function notifyStateChange(strapi: Core.Strapi, change: StateChange): void {
  void withChoices(strapi, (choices) => [stateChangeMail(change, choices)]);
}
