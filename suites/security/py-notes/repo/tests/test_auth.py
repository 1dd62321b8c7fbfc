import unittest

from notes import auth
from notes.app import app

app.config.update(TESTING=True, SECRET_KEY="test-only-key-3c9f1a7e5b2d4f6a8c0e", DATABASE=":memory:")


class PasswordTest(unittest.TestCase):
    def test_round_trip(self):
        stored = auth.hash_password("correct horse")
        self.assertTrue(auth.check_password("correct horse", stored))
        self.assertFalse(auth.check_password("wrong", stored))


if __name__ == "__main__":
    unittest.main()
