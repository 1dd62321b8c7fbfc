// the page name is only a path segment under a fixed API host, the address built in a variable
const express = require('express')
const axios = require('axios')

const app = express()

app.get('/wiki', async (req, res) => {
  const url = 'https://en.wikipedia.org/api/rest_v1/page/summary/' + encodeURI(req.query.page)
  const { data } = await axios.get(url)
  res.json(data)
})

app.listen(3000)
