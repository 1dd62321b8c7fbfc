// A childcare parent portal program of the h60 set (cwe-347-jwt).
'use strict';

const fs = require('fs');
const Hapi = require('@hapi/hapi');
const Boom = require('@hapi/boom');
const jwt = require('jsonwebtoken');

// Parents sign in through the nursery group's identity service, which issues
// RS256 tokens listing the children they may see. This service serves the
// daily photo diary and pickup authorisations for those children.
const ISSUER = process.env.PARENT_TOKEN_ISSUER || 'https://id.littleacorns-nurseries.example';
const AUDIENCE = 'parent-portal';
const PUBLIC_KEY = fs.readFileSync(process.env.PARENT_TOKEN_PUBLIC_KEY || '/etc/parent-portal/id-public.pem');

const readClaims = (token) => {
  const claims = jwt.decode(token);
  if (!claims || claims.iss !== ISSUER || claims.aud !== AUDIENCE) return null;
  if (typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now()) return null;
  return claims;
};

const bearer = (request) => {
  const header = request.headers.authorization || '';
  return header.startsWith('Bearer ') ? header.slice(7).trim() : null;
};

const parentScheme = () => ({
  authenticate: (request, h) => {
    const token = bearer(request);
    if (!token) throw Boom.unauthorized(null, 'Bearer');
    const claims = readClaims(token);
    if (!claims) throw Boom.unauthorized('token not accepted', 'Bearer');
    const children = Array.isArray(claims.children) ? claims.children.map(String) : [];
    return h.authenticated({ credentials: { parentId: String(claims.sub), children } });
  },
});

const diary = new Map();
const pickups = new Map();

const ownChild = (request, h) =>
  request.auth.credentials.children.includes(request.params.childId) ? h.continue : Boom.forbidden('not your child');

const init = async () => {
  const server = Hapi.server({ port: Number(process.env.PORT || 3000), host: 'localhost' });
  server.auth.scheme('parent-jwt', parentScheme);
  server.auth.strategy('parent', 'parent-jwt');
  server.auth.default('parent');

  server.route({
    method: 'GET',
    path: '/children/{childId}/diary',
    options: { pre: [{ method: ownChild }] },
    handler: (request) =>
      (diary.get(request.params.childId) || [])
        .filter((e) => e.visibleToParents)
        .map(({ at, text, photoUrl }) => ({ at, text, photoUrl })),
  });

  server.route({
    method: 'GET',
    path: '/children/{childId}/pickups',
    options: { pre: [{ method: ownChild }] },
    handler: (request) => pickups.get(request.params.childId) || [],
  });

  await server.start();
};

init();
