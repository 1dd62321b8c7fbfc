// the value follows the host with no "/" between: "@evil.example/" makes it another host
const express = require('express')
const axios = require('axios')

const app = express()

app.get('/api', async (req, res) => {
  const url = 'https://api.example.com' + req.query.path
  const { data } = await axios.get(url)
  res.json(data)
})

app.listen(3000)
