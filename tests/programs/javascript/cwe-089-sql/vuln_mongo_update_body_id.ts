// edit the text of a comment
import { type Request, type Response, type NextFunction } from 'express'
import * as db from '../data/mongodb'
import * as security from '../lib/insecurity'

export function editComment () {
  return (req: Request, res: Response, next: NextFunction) => {
    const user = security.authenticatedUsers.from(req)
    db.commentsCollection.update(
      { _id: req.body.id },
      { $set: { text: req.body.text } },
      { multi: true }
    ).then((result: { modified: number }) => {
      res.json(result)
    }, (err: unknown) => {
      res.status(500).json(err)
    })
  }
}
