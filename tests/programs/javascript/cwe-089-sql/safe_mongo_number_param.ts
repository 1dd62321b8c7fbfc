// list the comments written for one item
import { type Request, type Response } from 'express'
import * as db from '../data/mongodb'
import * as utils from '../lib/utils'

export function itemComments () {
  return (req: Request, res: Response) => {
    const id = Number(req.params.id)
    db.commentsCollection.find({ item: id }).then((comments: any[]) => {
      res.json(utils.queryResultToJson(comments))
    }, () => {
      res.status(400).json({ error: 'Wrong Params' })
    })
  }
}
