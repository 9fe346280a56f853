// Loaded into an API node with `node --require` (tests/live/tracing.test.ts): as the process exits it
// writes the files its CommonJS loader has loaded (require.cache) to MODULE_PROBE_FILE.
const fs = require('node:fs');

process.on('exit', () => {
  if (process.env.MODULE_PROBE_FILE)
    fs.writeFileSync(process.env.MODULE_PROBE_FILE, JSON.stringify(Object.keys(require.cache)));
});
