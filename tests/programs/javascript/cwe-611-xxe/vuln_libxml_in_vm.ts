// reads an XML attachment inside a time-limited context
import vm = require('vm')
import { type Request, type Response, type NextFunction } from 'express'
import * as libxml from 'libxmljs2'

export function parseAttachment (req: Request, res: Response, next: NextFunction) {
  const data = req.file?.buffer.toString() ?? ''
  const sandbox = { libxml, data }
  vm.createContext(sandbox)
  try {
    const doc = vm.runInContext('libxml.parseXml(data, { noblanks: true, noent: true })', sandbox, { timeout: 2000 })
    res.type('text/plain').send(doc.root()?.name() ?? '')
  } catch (err) {
    next(err)
  }
}
