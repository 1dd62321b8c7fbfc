// Express route (TypeScript) that shows the last N lines of the deploy log.
import express, { Request, Response } from 'express'
import { execSync } from 'child_process'

const app = express()
app.use(express.json())

function tailDeployLog(req: Request, res: Response) {
  const count = req.body.count
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 500) {
    throw new Error('count must be an integer between 1 and 500')
  }
  const out = execSync('tail -n ' + count + ' /var/log/deploy.log')
  res.type('text/plain').send(out)
}

app.post('/deploy/log', tailDeployLog)
export default app
