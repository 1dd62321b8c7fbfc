// A optician prescription graph program of the h61 set (cwe-347-jwt).
'use strict';

const fs = require('fs');
const jwt = require('jsonwebtoken');
const { ApolloServer } = require('@apollo/server');
const { startStandaloneServer } = require('@apollo/server/standalone');
const { GraphQLError } = require('graphql');
const { Pool } = require('pg');

const typeDefs = `#graphql
  type Prescription {
    issuedOn: String!
    sphereRight: Float
    sphereLeft: Float
    cylinderRight: Float
    cylinderLeft: Float
    pupillaryDistance: Float
  }
  type Query {
    myPrescriptions: [Prescription!]!
  }
`;

// Tokens are issued by the practice's patient-portal identity service (RS256).
class PatientAuthenticator {
  constructor(publicKey, issuer) {
    this.publicKey = publicKey;
    this.issuer = issuer;
  }

  authenticate(authorizationHeader) {
    const match = /^Bearer (.+)$/.exec(authorizationHeader || '');
    if (!match) {
      return null;
    }
    let claims;
    try {
      claims = jwt.verify(match[1], this.publicKey, { algorithms: ['RS256'], issuer: this.issuer });
    } catch {
      return null;
    }
    if (claims.scope !== 'patient') {
      return null;
    }
    return { patientId: claims.sub };
  }
}

class PrescriptionRepository {
  constructor(pool) {
    this.pool = pool;
  }

  async forPatient(patientId) {
    const { rows } = await this.pool.query(
      `SELECT issued_on, sphere_r, sphere_l, cyl_r, cyl_l, pd
         FROM prescriptions WHERE patient_id = $1 ORDER BY issued_on DESC`,
      [patientId],
    );
    return rows.map((r) => ({
      issuedOn: r.issued_on.toISOString().slice(0, 10),
      sphereRight: r.sphere_r,
      sphereLeft: r.sphere_l,
      cylinderRight: r.cyl_r,
      cylinderLeft: r.cyl_l,
      pupillaryDistance: r.pd,
    }));
  }
}

const repository = new PrescriptionRepository(new Pool({ connectionString: process.env.DATABASE_URL }));
const authenticator = new PatientAuthenticator(
  fs.readFileSync(process.env.PORTAL_JWT_PUBLIC_KEY_FILE, 'utf8'),
  process.env.PORTAL_JWT_ISSUER,
);

const resolvers = {
  Query: {
    myPrescriptions: (_parent, _args, context) => {
      if (!context.patient) {
        throw new GraphQLError('sign in to see your prescriptions', { extensions: { code: 'UNAUTHENTICATED' } });
      }
      return repository.forPatient(context.patient.patientId);
    },
  },
};

const server = new ApolloServer({ typeDefs, resolvers });
startStandaloneServer(server, {
  listen: { port: Number(process.env.PORT || 4100) },
  context: async ({ req }) => ({ patient: authenticator.authenticate(req.headers.authorization) }),
}).then(({ url }) => console.log(`prescriptions graph at ${url}`));
