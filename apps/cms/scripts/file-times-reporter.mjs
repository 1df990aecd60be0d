// A node --test reporter that lists each test file's wall time (its CMS start, seeding and tests), longest first,
// when the run ends: scripts/test.mjs adds it beside the spec reporter, so each suite's report says where its time
// went. A file's time is the `test:complete` event that node's runner sends for the file itself.
export default async function* fileTimes(source) {
  const seconds = new Map();
  for await (const event of source) {
    if (event.type === 'test:complete' && event.data.file && event.data.name === event.data.file) {
      seconds.set(event.data.file, event.data.details.duration_ms / 1000);
    }
  }
  if (seconds.size === 0) return;
  const cwd = process.cwd();
  const lines = [...seconds]
    .sort(([, a], [, b]) => b - a)
    .map(([file, time]) => `  ${time.toFixed(1).padStart(6)} s  ${file.startsWith(`${cwd}/`) ? file.slice(cwd.length + 1) : file}`);
  yield `ℹ wall time per file:\n${lines.join('\n')}\n`;
}
