// A blood donor search program of the h60 set (cwe-089-sql).
'use strict';

const fastify = require('fastify')({ logger: true });
const { Pool } = require('pg');

// Recruitment coordinators look for eligible donors of a given blood group
// near a mobile collection session when stocks run low.
const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const BLOOD_GROUPS = new Set(['O-', 'O+', 'A-', 'A+', 'B-', 'B+', 'AB-', 'AB+']);

const guards = {
  bloodGroup: (v) => BLOOD_GROUPS.has(v),
  city: (v) => typeof v === 'string' && v.length > 0 && v.length <= 80,
  minDaysSinceDonation: (v) => Number.isInteger(v) && v >= 56 && v <= 3650,
};

// Each filter turns a request value into a SQL condition.
const FILTERS = {
  bloodGroup: (v) => `d.blood_group = '${v}'`,
  city: (v) => `lower(d.city) = lower('${v}')`,
  minDaysSinceDonation: (v) => `d.last_donation_at <= now() - make_interval(days => ${Number(v)})`,
};

const buildWhere = (criteria) =>
  Object.entries(criteria)
    .filter(([key, value]) => value !== undefined && Object.hasOwn(FILTERS, key))
    .reduce(
      (acc, [key, value]) => ({ clauses: [...acc.clauses, FILTERS[key](value)] }),
      { clauses: ['d.deferred = false'] },
    );

const rejectInvalid = (criteria) =>
  Object.entries(criteria)
    .filter(([, value]) => value !== undefined)
    .find(([key, value]) => Object.hasOwn(guards, key) && !guards[key](value));

fastify.get('/donors/eligible', async (request, reply) => {
  const criteria = {
    bloodGroup: request.query.bloodGroup,
    city: request.query.city,
    minDaysSinceDonation:
      request.query.minDays === undefined ? undefined : Number.parseInt(request.query.minDays, 10),
  };

  const invalid = rejectInvalid({ bloodGroup: criteria.bloodGroup, minDaysSinceDonation: criteria.minDaysSinceDonation });
  if (invalid) return reply.code(400).send({ error: `invalid ${invalid[0]}` });

  const { clauses } = buildWhere(criteria);
  const sql = `SELECT d.id, d.first_name, d.blood_group, d.city, d.last_donation_at
                 FROM donors d
                WHERE ${clauses.join(' AND ')}
                ORDER BY d.last_donation_at ASC
                LIMIT 200`;

  const { rows } = await pool.query(sql);
  return { count: rows.length, donors: rows };
});

fastify.listen({ port: Number(process.env.PORT || 3000) }).catch((err) => {
  fastify.log.error(err);
  process.exit(1);
});
