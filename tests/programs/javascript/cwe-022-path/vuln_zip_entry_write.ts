// accepts a zipped attachment for a support ticket
import fs = require('fs')
import path = require('path')
import os = require('os')
import unzipper from 'unzipper'
import { type Request, type Response, type NextFunction } from 'express'

export function handleZipUpload ({ file }: Request, res: Response, next: NextFunction) {
  if (file?.originalname.toLowerCase().endsWith('.zip')) {
    const buffer = file.buffer
    const filename = file.originalname.toLowerCase()
    const tempFile = path.join(os.tmpdir(), filename)
    fs.open(tempFile, 'w', function (err, fd) {
      if (err != null) { next(err) }
      fs.write(fd, buffer, 0, buffer.length, null, function () {
        fs.close(fd, function () {
          fs.createReadStream(tempFile)
            .pipe(unzipper.Parse())
            .on('entry', function (entry: any) {
              const fileName = entry.path
              const absolutePath = path.resolve('uploads/tickets/' + fileName)
              if (absolutePath.includes(path.resolve('.'))) {
                entry.pipe(fs.createWriteStream('uploads/tickets/' + fileName).on('error', function (err) { next(err) }))
              } else {
                entry.autodrain()
              }
            }).on('error', function (err: unknown) { next(err) })
        })
      })
    })
    res.status(204).end()
  } else {
    next()
  }
}
