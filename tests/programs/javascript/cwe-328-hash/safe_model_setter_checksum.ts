// file model definition
import crypto = require('crypto')
import { Model, DataTypes, type Sequelize } from 'sequelize'

function digest (text: string) {
  return crypto.createHash('sha256').update(text).digest('hex')
}

export class FileModel extends Model {}

export const FileModelInit = (sequelize: Sequelize) => {
  FileModel.init({
    name: { type: DataTypes.STRING },
    content: {
      type: DataTypes.TEXT,
      set (content: string) {
        this.setDataValue('content', content)
        this.setDataValue('checksum', digest(content))
      }
    }
  }, { tableName: 'Files', sequelize })
}
