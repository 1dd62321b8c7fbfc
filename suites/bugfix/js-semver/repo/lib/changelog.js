'use strict';

const { valid } = require('./semver');

// Turn the repository's tags into the release list shown on the changelog page: valid versions
// only, newest first, grouped under their major version.
function releases(tags) {
  const versions = tags.map((t) => t.trim()).filter(valid);
  versions.sort((a, b) => b.replace(/^v/, '').localeCompare(a.replace(/^v/, ''), 'en', { numeric: true }));
  const groups = [];
  for (const v of versions) {
    const major = v.replace(/^v/, '').split('.')[0];
    let group = groups.find((g) => g.major === major);
    if (!group) groups.push((group = { major, versions: [] }));
    group.versions.push(v);
  }
  return groups;
}

function latest(tags, { includePrerelease = false } = {}) {
  const all = releases(tags).flatMap((g) => g.versions);
  return all.find((v) => includePrerelease || !v.includes('-')) || null;
}

module.exports = { releases, latest };
