// evaluates the discount formula a merchant typed in
const safeEval = require('notevil')

module.exports = function applyDiscount () {
  return (req, res) => {
    const formula = req.body.formula
    const price = Number(req.body.price)
    const discounted = safeEval(formula, { price })
    res.json({ price: discounted })
  }
}
