// AWS Lambda handler that fetches a branch of the monorepo into the shared build cache
const { execSync } = require('child_process');

const REPO_DIR = '/mnt/cache/monorepo';
const BRANCH_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9._\/-]*$/;

function parseBody(event) {
  try {
    return JSON.parse(event.body || '{}');
  } catch (e) {
    return {};
  }
}

function validBranch(name) {
  return typeof name === 'string' && name.length < 200 && BRANCH_PATTERN.test(name);
}

function respond(statusCode, payload) {
  return {
    statusCode,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  };
}

exports.handler = async (event) => {
  const { branch } = parseBody(event);
  if (!validBranch(branch)) {
    return respond(400, { error: 'invalid branch name' });
  }
  try {
    const script = `git -C ${REPO_DIR} fetch --quiet origin ${branch} && git -C ${REPO_DIR} rev-parse FETCH_HEAD`;
    const head = execSync(script, { encoding: 'utf8', timeout: 60000 }).trim();
    return respond(200, { branch, head });
  } catch (err) {
    console.error('fetch failed', err.message);
    return respond(502, { error: 'fetch failed' });
  }
};
