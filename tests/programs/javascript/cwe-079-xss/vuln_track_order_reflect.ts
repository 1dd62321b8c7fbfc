// order tracking lookup
import { type Request, type Response } from 'express'
import * as db from '../data/mongodb'

export function trackOrder () {
  return (req: Request, res: Response) => {
    const id = req.params.id.replace(/[^\w-]+/g, '')
    db.ordersCollection.find({ orderId: id }).then((order: any) => {
      if (order.length === 0) {
        res.send(`<p>No order found with id <b>${req.params.id}</b></p>`)
        return
      }
      res.json({ status: 'success', data: order })
    }, () => {
      res.status(400).json({ error: 'Wrong Param' })
    })
  }
}
