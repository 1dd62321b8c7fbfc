// Creates referral codes that give the new customer store credit.
const db = require('./db')

async function createReferralCode (customerId) {
  const code = Math.random().toString(36).slice(2, 10).toUpperCase()
  await db.query('INSERT INTO referral_codes (customer_id, code, credit_cents) VALUES ($1, $2, 1500)', [customerId, code])
  return code
}

module.exports = { createReferralCode }
