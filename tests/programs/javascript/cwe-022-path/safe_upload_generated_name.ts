// stores a profile attachment uploaded by the user
import fs = require('fs')
import crypto = require('crypto')
import { type Request, type Response, type NextFunction } from 'express'

export function storeAttachment () {
  return (req: Request, res: Response, next: NextFunction) => {
    const file = req.file
    if (!file) {
      res.status(400).send('missing file')
      return
    }
    const stored = crypto.randomUUID() + '.bin'
    fs.writeFile('uploads/attachments/' + stored, file.buffer, (err) => {
      if (err) { next(err); return }
      res.status(201).json({ stored })
    })
  }
}
