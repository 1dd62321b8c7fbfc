// user model definition
import crypto = require('crypto')
import { Model, DataTypes, type Sequelize } from 'sequelize'

function digest (text: string) {
  return crypto.createHash('md5').update(text).digest('hex')
}

export class UserModel extends Model {}

export const UserModelInit = (sequelize: Sequelize) => {
  UserModel.init({
    email: { type: DataTypes.STRING, unique: true },
    password: {
      type: DataTypes.STRING,
      set (clearTextPassword: string) {
        this.setDataValue('password', digest(clearTextPassword))
      }
    }
  }, { tableName: 'Users', sequelize })
}
