// A circle members program of the h64 set (cwe-090-ldap).
'use strict';

const Hapi = require('@hapi/hapi');
const Joi = require('joi');
const ldap = require('ldapjs');

const BASE_DN = 'ou=members,dc=quilting-guild,dc=org';

function directorySearch(filter) {
  const client = ldap.createClient({ url: process.env.GUILD_LDAP_URL, timeout: 5000, connectTimeout: 5000 });
  return new Promise((resolve, reject) => {
    client.bind(process.env.GUILD_LDAP_BIND_DN, process.env.GUILD_LDAP_BIND_PASSWORD, (bindErr) => {
      if (bindErr) {
        client.unbind();
        return reject(bindErr);
      }
      const entries = [];
      const opts = { filter, scope: 'sub', attributes: ['cn', 'mail', 'quiltSkill', 'circleName'], sizeLimit: 200 };
      client.search(BASE_DN, opts, (err, res) => {
        if (err) {
          client.unbind();
          return reject(err);
        }
        res.on('searchEntry', (entry) => entries.push(entry.object));
        res.on('error', (e) => {
          client.unbind();
          reject(e);
        });
        res.on('end', () => {
          client.unbind();
          resolve(entries);
        });
      });
    });
  });
}

// RFC 4515 value escaping for filter assertions
function escapeFilterValue(value) {
  return String(value).replace(/[\\*()\u0000]/g, (ch) => `\\${ch.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

// GET /circles/{circle}/members?skill=applique&skill=hand-quilting
function memberFilter(circle, skills) {
  const skillPart = skills.map((s) => `(quiltSkill=${escapeFilterValue(s)})`).join('');
  return `(&(objectClass=guildMember)(circleName=${circle})${skills.length ? `(|${skillPart})` : ''})`;
}

async function start() {
  const server = Hapi.server({ port: Number(process.env.PORT) || 3000, host: '0.0.0.0' });

  server.route({
    method: 'GET',
    path: '/circles/{circle}/members',
    options: {
      validate: {
        params: Joi.object({ circle: Joi.string().pattern(/^[a-z0-9-]{2,40}$/).required() }),
        query: Joi.object({ skill: Joi.array().items(Joi.string().max(40)).single().max(8).default([]) }),
      },
    },
    handler: async (request) => {
      const { circle } = request.params;
      const skills = request.query.skill;
      const entries = await directorySearch(memberFilter(circle, skills));

      const bySkill = Object.create(null);
      for (const skill of skills) bySkill[skill] = [];
      for (const e of entries) {
        for (const s of [].concat(e.quiltSkill || [])) {
          if (bySkill[s]) bySkill[s].push({ name: e.cn, mail: e.mail });
        }
      }
      return { circle, members: entries.length, bySkill };
    },
  });

  await server.start();
}

start();
