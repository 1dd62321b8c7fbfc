// checks a basket of order lines before checkout
import { type Request, type Response, type NextFunction } from 'express'

export function validateOrderLines () {
  return (req: Request, res: Response, next: NextFunction) => {
    try {
      const orderLines = JSON.parse(String(req.body.orderLinesData))
      if (!Array.isArray(orderLines)) throw new Error('order lines must be a list')
      res.json({ cid: req.body.cid, status: 'ok', count: orderLines.length })
    } catch (err) {
      next(err)
    }
  }
}
