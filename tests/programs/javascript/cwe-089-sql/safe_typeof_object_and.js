// Find products by name; a filter object with a $where clause is refused.
const express = require('express')
const Product = require('./models/product')
const app = express()
app.use(express.json())

app.post('/products/search', async (req, res) => {
  const name = req.body.name
  if (name === undefined || typeof name === 'object') {
    return res.status(400).json({ error: 'unsupported filter' })
  }
  const items = await Product.find({ name })
  res.json(items)
})

module.exports = app
