// Unseen set h59: catalogue signout
'use strict';

// Public library catalogue: signing out ends the patron's session and returns
// them to the catalogue page they came from.
// API Gateway -> Lambda: GET /auth/signout?returnTo=/search%3Fq%3Dmoomins

const cookie = require('cookie');
const { DynamoDBClient } = require('@aws-sdk/client-dynamodb');
const { DynamoDBDocumentClient, DeleteCommand, GetCommand } = require('@aws-sdk/lib-dynamodb');

const CATALOGUE_ORIGIN = process.env.CATALOGUE_ORIGIN; // https://catalogue.northshire-libraries.org
const SESSIONS_TABLE = process.env.SESSIONS_TABLE;

class SessionRepository {
  constructor(doc) {
    this.doc = doc;
  }

  async find(sid) {
    const out = await this.doc.send(new GetCommand({ TableName: SESSIONS_TABLE, Key: { sid } }));
    return out.Item || null;
  }

  remove(sid) {
    return this.doc.send(new DeleteCommand({ TableName: SESSIONS_TABLE, Key: { sid } }));
  }
}

class SignOutService {
  constructor(sessions) {
    this.sessions = sessions;
  }

  async signOut(sid) {
    if (!sid) return null;
    const session = await this.sessions.find(sid);
    if (session) await this.sessions.remove(sid);
    return session ? session.patronId : null;
  }

  destinationFor(returnTo) {
    if (!returnTo) return `${CATALOGUE_ORIGIN}/`;
    const home = new URL(CATALOGUE_ORIGIN);
    const target = new URL(returnTo, home);
    return target.origin === home.origin ? target.href : `${CATALOGUE_ORIGIN}/`;
  }
}

const service = new SignOutService(new SessionRepository(DynamoDBDocumentClient.from(new DynamoDBClient({}))));

exports.handler = async (event) => {
  const headers = event.headers || {};
  const cookies = cookie.parse(headers.cookie || headers.Cookie || '');
  const qs = event.queryStringParameters || {};

  const patronId = await service.signOut(cookies.lib_sid);
  if (patronId) console.log(`patron ${patronId} signed out`);

  return {
    statusCode: 302,
    headers: {
      Location: service.destinationFor(qs.returnTo),
      'Set-Cookie': cookie.serialize('lib_sid', '', {
        httpOnly: true,
        secure: true,
        sameSite: 'lax',
        path: '/',
        maxAge: 0,
      }),
      'Cache-Control': 'no-store',
    },
    body: '',
  };
};
