// Unseen set h59: backstage authorizer
'use strict';

// Theatre company: the backstage portal (rehearsal schedules, rota, cast
// contact sheets) is served through API Gateway. This Lambda REQUEST
// authorizer checks the staff token issued by the company's identity service
// and maps the staff role to the routes the caller may use.

const jwt = require('jsonwebtoken');

const ISSUER = process.env.STAFF_TOKEN_ISSUER; // https://id.riverside-playhouse.org
const AUDIENCE = 'backstage-portal';
const PUBLIC_KEY = Buffer.from(process.env.STAFF_TOKEN_PUBLIC_KEY_B64 || '', 'base64').toString('utf8');

const RoleRoutes = Object.freeze({
  stage_manager: ['GET/rota/*', 'PUT/rota/*', 'GET/rehearsals/*', 'PUT/rehearsals/*', 'GET/contacts/*'],
  director: ['GET/rehearsals/*', 'PUT/rehearsals/*', 'GET/contacts/*'],
  cast: ['GET/rehearsals/*', 'GET/rota/*'],
  crew: ['GET/rota/*'],
});

class TokenVerifier {
  constructor(publicKey, issuer, audience) {
    this.publicKey = publicKey;
    this.issuer = issuer;
    this.audience = audience;
  }

  claimsOf(token) {
    // Throws on bad signature, wrong issuer/audience or expiry.
    return jwt.verify(token, this.publicKey, {
      algorithms: ['RS256'],
      issuer: this.issuer,
      audience: this.audience,
    });
  }
}

class StaffAccessService {
  constructor(verifier) {
    this.verifier = verifier;
  }

  policyFor(token, methodArn) {
    const claims = this.verifier.claimsOf(token);
    const routes = Object.hasOwn(RoleRoutes, claims.role) ? RoleRoutes[claims.role] : [];
    // arn:aws:execute-api:{region}:{account}:{apiId}/{stage}/{method}/{resource}
    const arnPrefix = methodArn.split('/').slice(0, 2).join('/');
    return {
      principalId: claims.sub,
      policyDocument: {
        Version: '2012-10-17',
        Statement: [{
          Action: 'execute-api:Invoke',
          Effect: routes.length ? 'Allow' : 'Deny',
          Resource: routes.length ? routes.map((r) => `${arnPrefix}/${r}`) : [methodArn],
        }],
      },
      context: { staffId: claims.sub, role: claims.role, production: claims.production || '' },
    };
  }
}

const access = new StaffAccessService(new TokenVerifier(PUBLIC_KEY, ISSUER, AUDIENCE));

exports.handler = async (event) => {
  const header = (event.headers && (event.headers.authorization || event.headers.Authorization)) || '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : '';
  if (!token) throw new Error('Unauthorized');
  try {
    return access.policyFor(token, event.methodArn);
  } catch (err) {
    console.warn(`backstage access denied: ${err.message}`);
    throw new Error('Unauthorized');
  }
};
