// evaluates the discount formula a merchant typed in
const DISCOUNTS = { none: 1, small: 0.95, big: 0.8 }

module.exports = function applyDiscount () {
  return (req, res) => {
    const factor = DISCOUNTS[String(req.body.formula)] ?? 1
    const price = Number(req.body.price)
    res.json({ price: price * factor })
  }
}
