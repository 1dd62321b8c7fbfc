// Hapi route generating team invitation codes that grant membership when redeemed
const Hapi = require('@hapi/hapi');
const crypto = require('node:crypto');

const invites = new Map();

function inviteCode(length = 12) {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let code = '';
  for (let i = 0; i < length; i++) {
    code += alphabet[crypto.randomInt(alphabet.length)];
  }
  return code;
}

const server = Hapi.server({ port: 3020 });
server.route({
  method: 'POST',
  path: '/teams/{teamId}/invites',
  handler: (request, h) => {
    const code = inviteCode();
    invites.set(code, { teamId: request.params.teamId, createdAt: Date.now() });
    return h.response({ code }).code(201);
  },
});
server.start();
