// list the comments written for one item
import { type Request, type Response } from 'express'
import * as db from '../data/mongodb'
import * as utils from '../lib/utils'

export function itemComments () {
  return (req: Request, res: Response) => {
    const started = Date.now()
    db.commentsCollection.find({ $where: 'this.item == ' + req.params.id }).then((comments: any[]) => {
      const elapsed = Date.now() - started
      res.json(utils.queryResultToJson(comments.map(c => ({ ...c, ms: elapsed }))))
    }, () => {
      res.status(400).json({ error: 'Wrong Params' })
    })
  }
}
