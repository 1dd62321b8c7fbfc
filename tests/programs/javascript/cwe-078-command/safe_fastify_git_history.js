// Fastify plugin exposing recent commit history of a deployed repository for the ops dashboard
const { exec } = require('node:child_process');
const { promisify } = require('node:util');

const run = promisify(exec);
const REPO_DIR = process.env.REPO_DIR || '/opt/deploy/current';
const BRANCH_PATTERN = /^[A-Za-z0-9_][A-Za-z0-9._\/-]*$/;

function isBranchName(value) {
  return typeof value === 'string' && value.length <= 100 && BRANCH_PATTERN.test(value);
}

function parseLog(stdout) {
  return stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [sha, ...rest] = line.split(' ');
      return { sha, subject: rest.join(' ') };
    });
}

async function gitHistoryRoutes(fastify) {
  fastify.get('/ops/history', async (request, reply) => {
    const branch = request.query.branch || 'main';
    const limit = Math.min(Number(request.query.limit) || 20, 100);
    if (!isBranchName(branch)) {
      return reply.code(400).send({ error: 'invalid branch' });
    }
    const { stdout } = await run(`git log --oneline -n ${limit} ${branch}`, {
      cwd: REPO_DIR,
      timeout: 5000,
    });
    return { branch, commits: parseLog(stdout) };
  });
}

module.exports = gitHistoryRoutes;
