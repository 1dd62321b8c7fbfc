// Client used by the checkout service to exchange raw card details for a vault token
const axios = require('axios');

const VAULT_HOST = process.env.CARD_VAULT_HOST || 'vault.payments.internal';
const VAULT_PORT = Number(process.env.CARD_VAULT_PORT) || 8443;

function vaultBaseUrl() {
  return `https://${VAULT_HOST}:${VAULT_PORT}/v1`;
}

const vault = axios.create({
  baseURL: vaultBaseUrl(),
  timeout: 5000,
  headers: {
    'Content-Type': 'application/json',
    'X-Api-Key': process.env.CARD_VAULT_API_KEY,
  },
});

function normaliseCard(card) {
  return {
    pan: String(card.number).replace(/[\s-]/g, ''),
    expMonth: Number(card.expMonth),
    expYear: Number(card.expYear),
    cvc: String(card.cvc),
    holder: String(card.holder || '').trim(),
  };
}

async function tokenizeCard(card, customerId) {
  const payload = normaliseCard(card);
  if (!/^\d{12,19}$/.test(payload.pan)) {
    throw new Error('card number is invalid');
  }
  const { data } = await vault.post('/tokens', { customerId, card: payload });
  return { token: data.token, last4: payload.pan.slice(-4), brand: data.brand };
}

module.exports = { tokenizeCard };
