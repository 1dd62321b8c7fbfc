// order tracking lookup
import { type Request, type Response } from 'express'
import * as db from '../data/mongodb'

export function trackOrder () {
  return (req: Request, res: Response) => {
    const id = req.params.id.replace(/[^\w-]+/g, '')
    db.ordersCollection.find({ orderId: id }).then((order: any) => {
      if (order.length === 0) {
        res.status(404).json({ status: 'missing', orderId: id })
        return
      }
      res.json({ status: 'success', data: order })
    }, () => {
      res.status(400).json({ error: 'Wrong Param' })
    })
  }
}
