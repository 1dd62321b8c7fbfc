// Shared export folder for the reporting job
const fs = require('fs');
const path = require('path');

function prepareExports(base) {
  const dir = path.join(base, 'exports');
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, 0o777);
  return dir;
}

function writeExport(dir, name, rows) {
  const file = path.join(dir, name);
  fs.writeFileSync(file, rows.join('\n'), { mode: 0o666 });
  return file;
}

module.exports = { prepareExports, writeExport };
