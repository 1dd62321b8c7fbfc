'use strict';

// Saved filters: users type expressions such as  size > 1000000 && name.endsWith('.pdf')
function compileFilter(expression) {
  if (!expression) return () => true;
  return new Function('file', `with (file) { return (${expression}); }`);
}

function applyFilter(files, expression) {
  const test = compileFilter(expression);
  return files.filter((f) => {
    try {
      return Boolean(test(f));
    } catch {
      return false;
    }
  });
}

module.exports = { compileFilter, applyFilter };
