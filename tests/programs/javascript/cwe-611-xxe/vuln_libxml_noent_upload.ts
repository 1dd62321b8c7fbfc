// reads an XML attachment of a support ticket
import { type Request, type Response, type NextFunction } from 'express'
import * as libxml from 'libxmljs2'

export function handleXmlUpload ({ file }: Request, res: Response, next: NextFunction) {
  if (file?.originalname.toLowerCase().endsWith('.xml')) {
    const data = file.buffer.toString()
    try {
      const xmlDoc = libxml.parseXml(data, { noblanks: true, noent: true, nocdata: true })
      const text = xmlDoc.toString(false)
      res.status(410)
      next(new Error('B2B customer complaints via file upload have been deprecated (' + text.substring(0, 60) + ')'))
    } catch (err: any) {
      res.status(400)
      next(err)
    }
  } else {
    next()
  }
}
