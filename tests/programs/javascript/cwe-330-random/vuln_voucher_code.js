// Issues voucher codes for the loyalty programme.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

function issueVoucherCode () {
  let out = ''
  for (let i = 0; i < 10; i++) out += ALPHABET[Math.floor(Math.random() * ALPHABET.length)]
  return out
}

module.exports = { issueVoucherCode }
