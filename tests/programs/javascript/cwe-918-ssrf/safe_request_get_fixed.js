// mirrors a remote picture into the local upload folder
const fs = require('fs')
const request = require('request')

const PICTURE_BASE = 'https://pictures.example-cdn.com/u/'

module.exports = function mirrorPicture () {
  return (req, res, next) => {
    const id = parseInt(req.body.pictureId, 10)
    if (Number.isNaN(id)) return res.status(400).end()
    const stream = request
      .get(PICTURE_BASE + id + '.jpg')
      .on('error', function (err) { next(err) })
    stream.pipe(fs.createWriteStream('uploads/pictures/' + id + '.jpg'))
    res.status(202).end()
  }
}
