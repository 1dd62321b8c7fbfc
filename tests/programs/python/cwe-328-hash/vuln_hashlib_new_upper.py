# Password digest for the legacy user table
import hashlib

DIGEST = "MD5"


def digest_password(password, salt):
    h = hashlib.new(name=DIGEST)
    h.update(salt + password.encode())
    return h.hexdigest()
