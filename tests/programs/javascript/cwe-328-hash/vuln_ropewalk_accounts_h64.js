// A ropewalk accounts program of the h64 set (cwe-328-hash).
'use strict';

const crypto = require('crypto');
const Hapi = require('@hapi/hapi');
const Joi = require('joi');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.ROPEWALK_DB_URL });

const ROLES = ['apprentice', 'journeyman', 'master', 'walk-foreman'];

function hashPassword(password, salt) {
  return crypto.createHash('md5').update(salt + password).digest('hex');
}

const importSchema = Joi.object({
  walk: Joi.string().valid('north', 'south', 'tarring-house').required(),
  accounts: Joi.array()
    .items(
      Joi.object({
        username: Joi.string().pattern(/^[a-z][a-z0-9.]{2,30}$/).required(),
        password: Joi.string().min(12).max(128).required(),
        roles: Joi.array().items(Joi.string().valid(...ROLES)).min(1).max(2).required(),
      }),
    )
    .min(1)
    .max(200)
    .required(),
});

async function start() {
  const server = Hapi.server({ port: Number(process.env.PORT) || 3000, host: '0.0.0.0' });

  // bulk-create portal logins for a rope walk's crew from the foreman's roster
  server.route({
    method: 'POST',
    path: '/crew/accounts/import',
    options: { validate: { payload: importSchema } },
    handler: async (request, h) => {
      const { walk, accounts } = request.payload;
      const created = [];
      const byRole = {};

      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        for (const account of accounts) {
          const salt = crypto.randomBytes(16).toString('hex');
          const digest = hashPassword(account.password, salt);
          await client.query(
            `INSERT INTO crew_accounts (username, walk, roles, password_salt, password_hash)
             VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (username) DO NOTHING`,
            [account.username, walk, account.roles, salt, digest],
          );
          created.push(account.username);
          for (const role of account.roles) byRole[role] = (byRole[role] || 0) + 1;
        }
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK');
        throw err;
      } finally {
        client.release();
      }

      return h.response({ walk, created: created.length, byRole }).code(201);
    },
  });

  await server.start();
}

start();
