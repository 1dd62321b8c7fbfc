// A buyer preferences program of the h72 set (cwe-502-deser).
'use strict';

const Hapi = require('@hapi/hapi');

const DEFAULTS = Object.freeze({ varieties: [], form: 'T90', window: 'post-harvest', units: 'lb' });

class PreferenceCodec {
  constructor(prefix) {
    this.prefix = prefix;
  }

  matches(raw) {
    return raw.startsWith(`${this.prefix}:`);
  }

  decode(raw) {
    return this.parse(Buffer.from(raw.slice(this.prefix.length + 1), 'base64url').toString('utf8'));
  }

  encode(prefs) {
    return `${this.prefix}:${Buffer.from(this.stringify(prefs)).toString('base64url')}`;
  }
}

class JsonCodec extends PreferenceCodec {
  parse(text) {
    return JSON.parse(text);
  }

  stringify(prefs) {
    return JSON.stringify(prefs);
  }
}

// Cookies written by the 2021 storefront; still around for buyers who haven't logged in since.
class LegacyCodec extends PreferenceCodec {
  parse(text) {
    return JSON.parse(text, (key, value) => (key === '__proto__' ? undefined : value));
  }

  stringify(prefs) {
    return JSON.stringify(prefs);
  }
}

const codecs = [new JsonCodec('j2'), new LegacyCodec('s1')];
const current = codecs[0];

function readPreferences(raw) {
  if (typeof raw !== 'string') return { ...DEFAULTS };
  const codec = codecs.find((c) => c.matches(raw));
  if (!codec) return { ...DEFAULTS };
  try {
    const decoded = codec.decode(raw);
    return {
      varieties: Array.isArray(decoded.varieties) ? decoded.varieties.map(String).slice(0, 12) : [],
      form: ['T90', 'T45', 'whole-cone', 'cryo'].includes(decoded.form) ? decoded.form : DEFAULTS.form,
      window: String(decoded.window ?? DEFAULTS.window),
      units: decoded.units === 'kg' ? 'kg' : 'lb',
    };
  } catch {
    return { ...DEFAULTS };
  }
}

async function start() {
  const server = Hapi.server({ port: Number(process.env.PORT ?? 6100), host: '0.0.0.0' });

  server.state('hop_prefs', {
    ttl: 365 * 24 * 60 * 60 * 1000,
    isSecure: true,
    isHttpOnly: true,
    isSameSite: 'Lax',
    encoding: 'none',
    path: '/',
  });

  server.route({
    method: 'GET',
    path: '/contracts/preferences',
    handler: (request) => readPreferences(request.state.hop_prefs),
  });

  server.route({
    method: 'PUT',
    path: '/contracts/preferences',
    handler: (request, h) => {
      const merged = { ...readPreferences(request.state.hop_prefs), ...(request.payload ?? {}) };
      const cleaned = readPreferences(current.encode(merged));
      return h.response(cleaned).state('hop_prefs', current.encode(cleaned));
    },
  });

  await server.start();
  console.log(`preferences service on ${server.info.uri}`);
}

start();
