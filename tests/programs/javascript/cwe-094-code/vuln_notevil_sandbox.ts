// checks a basket of order lines before checkout
import vm = require('vm')
import { type Request, type Response, type NextFunction } from 'express'
const safeEval = require('notevil')

export function validateOrderLines () {
  return (req: Request, res: Response, next: NextFunction) => {
    const orderLines = req.body.orderLinesData
    try {
      const sandbox = { safeEval, orderLines }
      vm.createContext(sandbox)
      vm.runInContext('safeEval(orderLines)', sandbox, { timeout: 2000 })
      res.json({ cid: req.body.cid, status: 'ok' })
    } catch (err) {
      next(err)
    }
  }
}
