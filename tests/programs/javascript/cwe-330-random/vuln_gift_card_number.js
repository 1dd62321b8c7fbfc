// Issues gift card numbers for the checkout.
function newGiftCardNumber () {
  let digits = ''
  for (let i = 0; i < 16; i++) digits += Math.floor(Math.random() * 10)
  return digits
}

module.exports = { newGiftCardNumber }
