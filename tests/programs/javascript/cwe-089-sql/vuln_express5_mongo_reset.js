// Express 5 password-reset handler backed by MongoDB through Mongoose
const express = require('express');
const mongoose = require('mongoose');
const bcrypt = require('bcrypt');

const User = mongoose.model('User', new mongoose.Schema({
  email: String,
  passwordHash: String,
  resetToken: String,
}));

const app = express();
app.use(express.json());

app.post('/reset-password', async (req, res) => {
  const { email, token, newPassword } = req.body;
  const user = await User.findOne({ email, resetToken: token });
  if (!user) {
    return res.status(400).json({ error: 'invalid or expired token' });
  }
  user.passwordHash = await bcrypt.hash(String(newPassword), 12);
  user.resetToken = undefined;
  await user.save();
  res.json({ ok: true });
});

mongoose.connect(process.env.MONGO_URL).then(() => app.listen(3005));
