// Fastify plugin returning recent git commits for a hosted bare repository
const { exec } = require('child_process');
const path = require('path');

const REPO_ROOT = '/srv/git';
const REPO_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

function isValidRepoName(name) {
  return typeof name === 'string' && REPO_NAME.test(name);
}

function runGit(command) {
  return new Promise((resolve, reject) => {
    exec(command, { timeout: 5000, maxBuffer: 1024 * 1024 }, (err, stdout) => {
      if (err) return reject(err);
      resolve(stdout);
    });
  });
}

function parseLog(output) {
  return output
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [hash, author, ...subject] = line.split('\t');
      return { hash, author, subject: subject.join('\t') };
    });
}

async function historyRoutes(fastify) {
  fastify.get('/repos/:name/history', async (request, reply) => {
    const { name } = request.params;
    const limit = Math.min(parseInt(request.query.limit, 10) || 20, 100);
    if (!isValidRepoName(name)) {
      return reply.code(400).send({ error: 'invalid repository name' });
    }
    const repoPath = path.join(REPO_ROOT, `${name}.git`);
    const output = await runGit(`git --git-dir=${repoPath} log -n ${limit} --format=%h%x09%an%x09%s`);
    return { repo: name, commits: parseLog(output) };
  });
}

module.exports = historyRoutes;
