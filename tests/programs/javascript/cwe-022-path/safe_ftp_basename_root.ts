// downloads from the public file area
import path = require('path')
import { type Request, type Response, type NextFunction } from 'express'

export function servePublicFile () {
  return ({ params }: Request, res: Response, next: NextFunction) => {
    const file = path.basename(params.file)
    if (file.endsWith('.md') || file.endsWith('.pdf')) {
      res.sendFile(file, { root: path.resolve('public/files') })
    } else {
      res.status(403)
      next(new Error('Only .md and .pdf files are allowed!'))
    }
  }
}
