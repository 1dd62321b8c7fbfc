// accepts a zipped attachment for a support ticket
import fs = require('fs')
import path = require('path')
import unzipper from 'unzipper'
import { type Request, type Response, type NextFunction } from 'express'

const DEST = path.resolve('uploads/tickets')

export function handleZipUpload ({ file }: Request, res: Response, next: NextFunction) {
  if (file?.originalname.toLowerCase().endsWith('.zip')) {
    unzipper.Open.buffer(file.buffer).then((dir: any) => {
      for (const entry of dir.files) {
        const target = path.resolve(DEST, entry.path)
        if (!target.startsWith(DEST + path.sep)) {
          continue
        }
        entry.stream().pipe(fs.createWriteStream(target))
      }
      res.status(204).end()
    }).catch(next)
  } else {
    next()
  }
}
