// downloads from the public file area
import path = require('path')
import { type Request, type Response, type NextFunction } from 'express'

export function servePublicFile () {
  return ({ params, query }: Request, res: Response, next: NextFunction) => {
    const file = params.file

    if (!file.includes('/')) {
      verify(file, res, next)
    } else {
      res.status(403)
      next(new Error('File names cannot contain forward slashes!'))
    }
  }

  function verify (file: string, res: Response, next: NextFunction) {
    if (file && (file.endsWith('.md') || file.endsWith('.pdf'))) {
      res.sendFile(path.resolve('public/files/', file))
    } else {
      res.status(403)
      next(new Error('Only .md and .pdf files are allowed!'))
    }
  }
}
