// A lace pattern signin lambda program of the h65 set (cwe-601-redirect).
'use strict';

// GET /auth/callback?code=...&state=...
// Lambda that finishes the Cognito hosted-UI sign-in for the lacemakers'
// guild pattern library. Before sending a member to Cognito the site puts the
// page they were reading (a pricking or a bobbin-lace pattern) into `state`
// as base64url JSON, so they can be taken back there afterwards.

const SITE_ORIGIN = process.env.SITE_ORIGIN; // e.g. https://patterns.lacemakersguild.org.uk
const COGNITO_DOMAIN = process.env.COGNITO_DOMAIN;
const CLIENT_ID = process.env.COGNITO_CLIENT_ID;
const CLIENT_SECRET = process.env.COGNITO_CLIENT_SECRET;
const CALLBACK_URL = `${SITE_ORIGIN}/auth/callback`;

function readState(state) {
  try {
    const parsed = JSON.parse(Buffer.from(String(state), 'base64url').toString('utf8'));
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

function landingPath(returnTo) {
  if (typeof returnTo === 'string' && returnTo.startsWith('/')) {
    return returnTo;
  }
  return '/patterns';
}

async function exchangeCode(code) {
  const response = await fetch(`${COGNITO_DOMAIN}/oauth2/token`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Authorization: `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: CALLBACK_URL }),
  });
  if (!response.ok) {
    throw new Error(`token endpoint answered ${response.status}`);
  }
  return response.json();
}

exports.handler = async (event) => {
  const qs = event.queryStringParameters || {};
  if (!qs.code) {
    return { statusCode: 400, headers: { 'Content-Type': 'text/plain' }, body: 'Missing authorization code' };
  }

  let tokens;
  try {
    tokens = await exchangeCode(qs.code);
  } catch (err) {
    console.error('sign-in failed', err.message);
    return { statusCode: 302, headers: { Location: '/signin?error=1' }, body: '' };
  }

  const { returnTo } = readState(qs.state);

  return {
    statusCode: 302,
    headers: { Location: landingPath(returnTo), 'Cache-Control': 'no-store' },
    multiValueHeaders: {
      'Set-Cookie': [
        `guild_id=${tokens.id_token}; Path=/; Max-Age=3600; HttpOnly; Secure; SameSite=Lax`,
        `guild_refresh=${tokens.refresh_token}; Path=/auth; Max-Age=2592000; HttpOnly; Secure; SameSite=Strict`,
      ],
    },
    body: '',
  };
};
