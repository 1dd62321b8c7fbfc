// mirrors a remote picture into the local upload folder
const fs = require('fs')
const request = require('request')

module.exports = function mirrorPicture () {
  return (req, res, next) => {
    const link = req.body.pictureLink
    const stream = request
      .get(link)
      .on('error', function (err) { next(err) })
    stream.pipe(fs.createWriteStream('uploads/pictures/' + req.session.userId + '.jpg'))
    res.status(202).end()
  }
}
