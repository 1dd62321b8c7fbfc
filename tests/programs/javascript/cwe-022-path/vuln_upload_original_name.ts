// stores a profile attachment uploaded by the user
import fs = require('fs')
import { type Request, type Response, type NextFunction } from 'express'

export function storeAttachment () {
  return (req: Request, res: Response, next: NextFunction) => {
    const file = req.file
    if (!file) {
      res.status(400).send('missing file')
      return
    }
    const target = 'uploads/attachments/' + file.originalname
    fs.writeFile(target, file.buffer, (err) => {
      if (err) { next(err); return }
      res.status(201).json({ stored: file.originalname })
    })
  }
}
