// Unseen set h59: crew magic link
'use strict';

// Film production: crew members sign in to the call-sheet portal through a
// one-time link e-mailed by the production office. This Lambda redeems the
// link (GET /auth/link?token=...), opens a session and sets the session cookie.

const crypto = require('crypto');
const cookie = require('cookie');
const { DynamoDBClient } = require('@aws-sdk/client-dynamodb');
const {
  DynamoDBDocumentClient, DeleteCommand, PutCommand,
} = require('@aws-sdk/lib-dynamodb');

const LINKS_TABLE = process.env.SIGNIN_LINKS_TABLE;
const SESSIONS_TABLE = process.env.SESSIONS_TABLE;
const SESSION_HOURS = 14; // one shooting day

class SignInLinkRepository {
  constructor(doc) {
    this.doc = doc;
  }

  async consume(token) {
    const tokenHash = crypto.createHash('sha256').update(token).digest('hex');
    const out = await this.doc.send(new DeleteCommand({
      TableName: LINKS_TABLE,
      Key: { tokenHash },
      ReturnValues: 'ALL_OLD',
    }));
    const link = out.Attributes;
    if (!link || link.expiresAt < Math.floor(Date.now() / 1000)) return null;
    return link;
  }
}

class CrewSessionRepository {
  constructor(doc) {
    this.doc = doc;
  }

  async open(crewMemberId, productionCode) {
    const sid = crypto.randomBytes(32).toString('base64url');
    await this.doc.send(new PutCommand({
      TableName: SESSIONS_TABLE,
      Item: { sid, crewMemberId, productionCode, expiresAt: Math.floor(Date.now() / 1000) + SESSION_HOURS * 3600 },
    }));
    return sid;
  }
}

class CrewSignInService {
  constructor(links, sessions) {
    this.links = links;
    this.sessions = sessions;
  }

  async redeem(token) {
    const link = await this.links.consume(token);
    if (!link) return null;
    return this.sessions.open(link.crewMemberId, link.productionCode);
  }
}

const doc = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const service = new CrewSignInService(new SignInLinkRepository(doc), new CrewSessionRepository(doc));

exports.handler = async (event) => {
  const token = (event.queryStringParameters || {}).token || '';
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) {
    return { statusCode: 400, body: 'This sign-in link is not valid.' };
  }
  const sid = await service.redeem(token);
  if (!sid) {
    return { statusCode: 410, body: 'This sign-in link has expired or was already used.' };
  }
  const sessionCookie = cookie.serialize('crew_sid', sid, {
    httpOnly: true,
    secure: true,
    sameSite: 'lax',
    path: '/',
    maxAge: SESSION_HOURS * 3600,
  });
  return {
    statusCode: 302,
    headers: { Location: '/call-sheets', 'Set-Cookie': sessionCookie, 'Cache-Control': 'no-store' },
    body: '',
  };
};
