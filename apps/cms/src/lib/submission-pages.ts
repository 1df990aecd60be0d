// The plain HTML answers to a form post made without JavaScript: the receipt, or the form again with what the
// person typed and an error next to each field. Every value is escaped: nothing anyone typed is ever markup.
import { HONEYPOT_FIELD, LIMITS, type BenchmarkChoice, type SubmissionErrors, type SubmissionField } from '@evergreen/boards';
import { escapeHtml as e } from './submission-intake';

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#111}
label,legend{font-weight:600;display:block;margin-top:1rem}input[type=text],input[type=email],input[type=url],textarea{width:100%;padding:.5rem;border:1px solid #555;border-radius:.25rem;box-sizing:border-box}
.hint{color:#444;font-size:.9rem;margin:.25rem 0}.error{color:#a00;font-weight:600;margin:.25rem 0}
.summary{border:2px solid #a00;padding:1rem;margin:1rem 0}.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
button{margin-top:1.5rem;padding:.6rem 1.2rem;font:inherit;background:#1d4ed8;color:#fff;border:0;border-radius:.25rem}
fieldset{border:0;padding:0;margin:0}.check{font-weight:400;display:flex;gap:.5rem;margin-top:.25rem}code{font-size:1.1rem}`;

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${e(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export function messagePage(title: string, message: string, siteUrl: string): string {
  return page(title, `<h1>${e(title)}</h1><p>${e(message)}</p><p><a href="${e(siteUrl)}/submit">Back to the submission form</a></p>`);
}

export function receiptPage(reference: string, statusUrl: string, siteUrl: string): string {
  return page(
    'Submission received',
    `<h1>Submission received</h1>
<p>Thank you. Your reference is <strong><code>${e(reference)}</code></strong>.</p>
<p>Follow your submission at this private link (keep it: anyone with it can see the state of this submission):</p>
<p><a href="${e(statusUrl)}">${e(statusUrl)}</a></p>
<p><a href="${e(siteUrl)}/">Back to the leaderboards</a></p>`,
  );
}

const LABELS: Record<SubmissionField, string> = {
  agentName: 'Agent or model name',
  organisation: 'Organisation',
  contactName: 'Contact name',
  email: 'E-mail',
  accessLink: 'Public access link',
  benchmarks: 'Benchmarks',
  accessNotes: 'How to access it (optional)',
  consent: 'Consent',
};

/** The form again, as the person left it, with each error beside its field and a summary linking to each. */
export function formPage(
  values: Record<string, unknown>,
  errors: SubmissionErrors,
  action: string,
  idempotencyKey: string,
  benchmarks: readonly BenchmarkChoice[],
): string {
  const str = (name: string) => {
    const value = values[name];
    return typeof value === 'string' ? value : '';
  };
  const chosen = Array.isArray(values.benchmarks) ? values.benchmarks : [];
  const described = (name: SubmissionField, hint?: string) => {
    const ids = [hint ? `${name}-hint` : '', errors[name] ? `${name}-error` : ''].filter(Boolean).join(' ');
    return `${ids ? ` aria-describedby="${ids}"` : ''}${errors[name] ? ' aria-invalid="true"' : ''}`;
  };
  const help = (name: SubmissionField, hint?: string) =>
    `${hint ? `<p class="hint" id="${name}-hint">${e(hint)}</p>` : ''}${errors[name] ? `<p class="error" id="${name}-error">${e(errors[name])}</p>` : ''}`;
  const input = (name: keyof typeof LIMITS, type: string, hint?: string, extra = '') =>
    `<label for="${name}">${e(LABELS[name])}</label>${help(name, hint)}<input id="${name}" name="${name}" type="${type}" value="${e(str(name))}" maxlength="${LIMITS[name]}"${described(name, hint)}${extra}>`;
  // Object.entries types every key as a string; an errors object's keys are submission fields.
  const listed = Object.entries(errors) as Array<[SubmissionField, string]>;
  const summary = listed.length
    ? `<div class="summary" role="alert" aria-labelledby="summary-title"><h2 id="summary-title">There ${listed.length === 1 ? 'is a problem' : `are ${listed.length} problems`} with the submission</h2><ul>${listed
        .map(([name, message]) => `<li><a href="#${name === 'benchmarks' ? `benchmarks-${benchmarks[0]?.id ?? ''}` : name}">${e(LABELS[name])}: ${e(message)}</a></li>`)
        .join('')}</ul></div>`
    : '';
  const body = `<h1>Submit your agent or model</h1>${summary}
<form method="post" action="${e(action)}">
<input type="hidden" name="idempotencyKey" value="${e(idempotencyKey)}">
${input('agentName', 'text', undefined, ' required')}
${input('organisation', 'text', undefined, ' required')}
${input('contactName', 'text', undefined, ' required')}
${input('email', 'email', 'We write to this address about the submission only.', ' required autocomplete="email"')}
${input('accessLink', 'url', 'An https:// address where we can use your agent or model.', ' required')}
<fieldset${errors.benchmarks ? ' aria-describedby="benchmarks-error"' : ''}><legend>Benchmarks (at least one)</legend>${help('benchmarks')}
${benchmarks.map(
  ({ id, label }) =>
    `<label class="check" for="benchmarks-${e(id)}"><input type="checkbox" id="benchmarks-${e(id)}" name="benchmarks" value="${e(id)}"${chosen.includes(id) ? ' checked' : ''}> ${e(label)}</label>`,
).join('')}</fieldset>
<label for="accessNotes">${e(LABELS.accessNotes)}</label>${help('accessNotes', 'Credentials, rate limits, anything we need to know to run it.')}
<textarea id="accessNotes" name="accessNotes" rows="4" maxlength="${LIMITS.accessNotes}"${described('accessNotes', 'x')}>${e(str('accessNotes'))}</textarea>
<fieldset${errors.consent ? ' aria-describedby="consent-error"' : ''}><legend>Consent</legend>${help('consent')}
<label class="check" for="consent"><input type="checkbox" id="consent" name="consent" value="on"${values.consent === true ? ' checked' : ''}> I agree to be contacted about this submission</label></fieldset>
<div class="hp" aria-hidden="true"><label for="${HONEYPOT_FIELD}">Leave this empty</label><input id="${HONEYPOT_FIELD}" name="${HONEYPOT_FIELD}" type="text" tabindex="-1" autocomplete="off"></div>
<button type="submit">Submit</button>
</form>`;
  return page(listed.length ? 'Check the submission - Submit your agent' : 'Submit your agent', body);
}
