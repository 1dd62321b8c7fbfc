// Client for the card tokenization vault used by the checkout service
const VAULT = {
  baseUrl: process.env.VAULT_BASE_URL_OVERRIDE || 'https://vault.payments-partner.net/v3',
  apiKey: process.env.VAULT_API_KEY,
  timeoutMs: 5000,
};

class VaultError extends Error {
  constructor(status, code) {
    super(`vault request failed with ${status} (${code})`);
    this.status = status;
    this.code = code;
  }
}

async function vaultRequest(path, payload) {
  const response = await fetch(`${VAULT.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${VAULT.apiKey}`,
    },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(VAULT.timeoutMs),
  });
  const data = await response.json().catch(() => ({}));
  if (!response.ok) {
    throw new VaultError(response.status, data.code || 'unknown');
  }
  return data;
}

export async function tokenizeCard(card) {
  const digits = String(card.number).replace(/\D/g, '');
  const result = await vaultRequest('/tokens', {
    pan: digits,
    expMonth: Number(card.expMonth),
    expYear: Number(card.expYear),
    cvc: String(card.cvc),
  });
  return { token: result.token, last4: digits.slice(-4), brand: result.brand };
}

export async function detokenize(token) {
  return vaultRequest('/tokens/reveal', { token });
}
