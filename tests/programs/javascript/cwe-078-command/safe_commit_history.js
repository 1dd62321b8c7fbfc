// Hapi plugin exposing recent commit history for repositories hosted on this machine
import { exec } from 'node:child_process';
import { promisify } from 'node:util';
import Boom from '@hapi/boom';

const run = promisify(exec);
const REPO_ROOT = '/srv/git';
const REPOS = new Set(['billing', 'frontend', 'infra']);

function validBranch(name) {
  return typeof name === 'string' && /^\w[\w.\/-]{0,99}$/.test(name);
}

async function recentCommits(repo, branch, limit) {
  const cmd = `git -C ${REPO_ROOT}/${repo}.git log -n ${limit} --format=%H%x09%an%x09%s ${branch} --`;
  const { stdout } = await run(cmd, { timeout: 5000 });
  return stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [sha, author, subject] = line.split('\t');
      return { sha, author, subject };
    });
}

export const commitsPlugin = {
  name: 'commits',
  version: '1.2.0',
  register(server) {
    server.route({
      method: 'GET',
      path: '/repos/{repo}/commits',
      handler: async (request) => {
        const { repo } = request.params;
        const branch = request.query.branch || 'main';
        if (!REPOS.has(repo)) {
          throw Boom.notFound('unknown repository');
        }
        if (!validBranch(branch)) {
          throw Boom.badRequest('invalid branch name');
        }
        const limit = Math.min(parseInt(request.query.limit, 10) || 20, 100);
        return recentCommits(repo, branch, limit);
      },
    });
  },
};
