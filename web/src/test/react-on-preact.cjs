// What the web tests import as 'react' (jest.config.js): Preact's React layer, as in the build
// (web/vite.config.ts), with the `act` that React exports and Preact keeps in its test utilities.
module.exports = { ...require('preact/compat'), act: require('preact/test-utils').act };
