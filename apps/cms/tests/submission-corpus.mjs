// Malformed submission bodies: every one must be refused (4xx) and none stored. Used by tests/submissions.test.mjs
// and by `npm run bench:submissions`. Each case is { name, contentType, body (a string, sent as is) }.

export const GOOD = Object.freeze({
  agentName: 'Example Agent',
  organisation: 'Example Labs',
  contactName: 'Ada Example',
  email: 'ada@example.org',
  accessLink: 'https://agent.example.org/try',
  benchmarks: ['scienceqa', 'deepsearch'],
  accessNotes: 'Use the guest key.',
  consent: true,
});

const TEXT_FIELDS = { agentName: 120, organisation: 160, contactName: 120, email: 254, accessLink: 2048, accessNotes: 2000 };
const REQUIRED = ['agentName', 'organisation', 'contactName', 'email', 'accessLink', 'benchmarks', 'consent'];
const WRONG_TYPES = [42, -1.5, true, false, [], ['a'], {}, { value: 'x' }];

const json = (name, value) => ({ name, contentType: 'application/json', body: typeof value === 'string' ? value : JSON.stringify(value) });
const form = (name, text) => ({ name, contentType: 'application/x-www-form-urlencoded', body: text });
const withField = (field, value) => ({ ...GOOD, [field]: value });

export function malformedSubmissions() {
  const cases = [];
  // Wrong types, field by field (null included for the required ones).
  for (const field of Object.keys(GOOD)) {
    for (const value of WRONG_TYPES) {
      if (field === 'consent' && value === true) continue;
      cases.push(json(`${field} as ${JSON.stringify(value)}`, withField(field, value)));
    }
    if (REQUIRED.includes(field)) cases.push(json(`${field} null`, withField(field, null)));
  }
  // Two fields wrong at once.
  const fields = Object.keys(GOOD);
  for (let i = 0; i < fields.length; i += 1) {
    for (let j = i + 1; j < fields.length; j += 1) {
      for (const value of [7, null, ['x']]) {
        cases.push(json(`${fields[i]} and ${fields[j]} as ${JSON.stringify(value)}`, { ...GOOD, [fields[i]]: value, [fields[j]]: value }));
      }
    }
  }
  // Missing fields, one at a time and all of them.
  for (const field of REQUIRED) {
    const { [field]: _missing, ...body } = GOOD;
    cases.push(json(`${field} missing`, body));
  }
  cases.push(json('empty object', {}));
  // Too long: one over the cap, and far over (still within 16 KB of body).
  for (const [field, max] of Object.entries(TEXT_FIELDS)) {
    const filler = field === 'email' ? `${'a'.repeat(max)}@example.org` : field === 'accessLink' ? `https://example.org/${'a'.repeat(max)}` : 'a'.repeat(max + 1);
    cases.push(json(`${field} one over ${max}`, withField(field, filler)));
    cases.push(json(`${field} 8000 characters`, withField(field, 'b'.repeat(8000))));
  }
  // Bodies over 16 KB, and a huge string.
  cases.push(json('body of 17 KB', withField('accessNotes', 'c'.repeat(17 * 1024))));
  cases.push(json('body of 1 MB', withField('agentName', 'd'.repeat(1024 * 1024))));
  // Broken JSON.
  for (const [i, text] of [
    '{',
    '{"agentName": "x",',
    "{'agentName': 'x'}",
    '{"agentName": undefined}',
    '[',
    'nul',
    '{"a":1}}',
    '\u0000',
    '{"agentName":"\\x41"}',
    '{"agentName": "x" "organisation": "y"}',
    'true',
    '123',
    '"a string"',
    'null',
    '[]',
    JSON.stringify([GOOD]),
    '',
  ].entries()) {
    cases.push(json(`broken JSON ${i}`, text));
  }
  // Wrong content types (a valid body, labelled as something else).
  for (const type of ['text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/octet-stream', 'text/html', 'application/json-patch+json']) {
    cases.push({ name: `content type ${type}`, contentType: type, body: JSON.stringify(GOOD) });
  }
  // Unicode edge cases the database or a reader cannot take.
  const unicode = {
    'NUL byte': 'Agent\u0000X',
    'lone high surrogate': 'Agent\ud800',
    'lone low surrogate': '\udc00Agent',
    'C1 control': 'Agent\u0085X',
    'escape character': 'Agent\u001b[31mX',
    'line break in a name': 'Agent\nX',
    'zero-width only': '\u200b\u200b',
    'BOM only': '\ufeff',
    'spaces only': '   ',
    'emoji over the cap': '😀'.repeat(81),
  };
  for (const [label, value] of Object.entries(unicode)) {
    for (const field of ['agentName', 'organisation', 'contactName']) cases.push(json(`${field}: ${label}`, withField(field, value)));
  }
  // Links that are not absolute https.
  for (const link of [
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    ' javascript:alert(1)',
    'http://agent.example.org',
    'HTTP://agent.example.org',
    'data:text/html,<script>alert(1)</script>',
    'ftp://agent.example.org',
    'file:///etc/passwd',
    '//agent.example.org',
    'https:/agent.example.org',
    'https:agent.example.org',
    'agent.example.org',
    'https://',
    'https://user:pass@agent.example.org',
    'vbscript:msgbox(1)',
    'https://agent.example.org/\u0000',
    'mailto:ada@example.org',
    '/relative/path',
  ]) {
    cases.push(json(`link ${JSON.stringify(link)}`, withField('accessLink', link)));
  }
  // E-mail addresses.
  for (const email of ['not-an-email', 'a@b', '<ada@example.org>', 'ada@example.org\nBcc: x@y.z', 'ada @example.org', '@example.org', 'ada@', 'ada@@example.org']) {
    cases.push(json(`email ${JSON.stringify(email)}`, withField('email', email)));
  }
  // Benchmarks and consent.
  for (const benchmarks of [[], ['unknown'], ['scienceqa', 'other'], 'scienceqa', [1], [null], ['ScienceQA'], Array(100).fill('scienceqa')]) {
    cases.push(json(`benchmarks ${JSON.stringify(benchmarks)}`, withField('benchmarks', benchmarks)));
  }
  for (const consent of [false, 'true', 'on', 1, 0, 'yes']) cases.push(json(`consent ${JSON.stringify(consent)}`, withField('consent', consent)));
  // Prototype-pollution keys (raw text: an object literal's __proto__ would not be serialised).
  const good = JSON.stringify(GOOD).slice(1, -1);
  for (const text of [
    `{"__proto__":{"isAdmin":true},${good}}`,
    `{"constructor":{"prototype":{"isAdmin":true}},${good}}`,
    `{${good},"benchmarks":["scienceqa"],"extra":{"__proto__":{"x":1}}}`,
    `{${good},"prototype":{"x":1}}`,
    `{${good},"accessNotes":{"__proto__":"x"}}`,
  ]) {
    cases.push(json(`pollution ${text.slice(0, 40)}`, text));
  }
  // The honeypot, filled in.
  for (const value of ['https://spam.example', 'x', ' ']) cases.push(json(`honeypot ${JSON.stringify(value)}`, { ...GOOD, website: value }));
  // Bad Idempotency-Keys are sent by the caller with a valid body (see idempotencyKeyCases).
  // Form posts.
  const encoded = (fields) => new URLSearchParams(fields).toString();
  cases.push(form('form: empty', ''));
  cases.push(form('form: no consent', encoded({ ...GOOD, benchmarks: 'scienceqa', consent: '' })));
  cases.push(form('form: http link', encoded({ ...GOOD, benchmarks: 'scienceqa', consent: 'on', accessLink: 'http://x.org' })));
  cases.push(form('form: javascript link', encoded({ ...GOOD, benchmarks: 'scienceqa', consent: 'on', accessLink: 'javascript:alert(1)' })));
  // The form parser (qs) drops these keys, so the fields they carry never arrive: the body lacks them and is refused.
  const { agentName: _a, organisation: _o, ...rest } = GOOD;
  cases.push(form('form: __proto__', `__proto__[agentName]=x&constructor[organisation]=y&${encoded({ ...rest, benchmarks: 'scienceqa', consent: 'on' })}`));
  cases.push(form('form: prototype', `prototype[agentName]=x&hasOwnProperty=1&${encoded({ ...rest, benchmarks: 'scienceqa', consent: 'on' })}`));
  cases.push(form('form: honeypot', encoded({ ...GOOD, benchmarks: 'scienceqa', consent: 'on', website: 'spam' })));
  cases.push(form('form: unknown benchmark', encoded({ ...GOOD, benchmarks: 'other', consent: 'on' })));
  cases.push(form('form: nested arrays', `agentName[0][1]=x&${encoded({ organisation: 'o' })}`));
  // The same text problems through a form post.
  const asForm = (field, value) => encoded({ ...GOOD, benchmarks: 'scienceqa', consent: 'on', [field]: value });
  for (const link of ['javascript:alert(1)', 'http://agent.example.org', 'data:text/html,x', '//agent.example.org', 'https://', 'ftp://x.org', 'https://u:p@x.org']) {
    cases.push(form(`form link ${link}`, asForm('accessLink', link)));
  }
  // (A lone surrogate cannot even be put in a form post: the browser sends U+FFFD.)
  for (const [label, value] of Object.entries(unicode)) if (!label.includes('surrogate')) cases.push(form(`form agentName: ${label}`, asForm('agentName', value)));
  return cases;
}

export const BAD_IDEMPOTENCY_KEYS = ['short', 'x'.repeat(129), 'has space here', 'semi;colon-key', 'key/with/slash'];
