// edit the text of a comment
import { type Request, type Response, type NextFunction } from 'express'
import * as db from '../data/mongodb'
import * as security from '../lib/insecurity'

export function editComment () {
  return (req: Request, res: Response, next: NextFunction) => {
    const user = security.authenticatedUsers.from(req)
    if (typeof req.body.id !== 'string') {
      res.status(400).send()
      return
    }
    db.commentsCollection.update(
      { _id: String(req.body.id), author: user.data.email },
      { $set: { text: String(req.body.text) } }
    ).then((result: { modified: number }) => {
      res.json(result)
    }, (err: unknown) => {
      res.status(500).json(err)
    })
  }
}
