# Pet owner portal accounts for a veterinary clinic: Falcon resources, account service and hasher.
import hashlib
import hmac
import os

import falcon


class HashSettings:
    salt_bytes = 16


class PasswordHasher:
    def __init__(self, settings: HashSettings):
        self.s = settings

    def hash(self, password: str) -> str:
        salt = os.urandom(self.s.salt_bytes)
        return f"{salt.hex()}${self.hash_with_salt(salt, password)}"

    def verify(self, password: str, stored: str) -> bool:
        salt_hex, expected = stored.split("$", 1)
        candidate = self.hash_with_salt(bytes.fromhex(salt_hex), password)
        return hmac.compare_digest(candidate, expected)

    def hash_with_salt(self, salt: bytes, password: str) -> str:
        return hashlib.sha1(salt + password.encode("utf-8")).hexdigest()


class OwnerRepository:
    _rows: dict = {}

    def save(self, email: str, pw_hash: str) -> None:
        self._rows[email] = pw_hash

    def find(self, email: str):
        return self._rows.get(email)


class AccountService:
    def __init__(self, repo: OwnerRepository, hasher: PasswordHasher):
        self.repo, self.hasher = repo, hasher

    def register(self, email: str, password: str) -> None:
        if len(password) < 10:
            raise ValueError("password too short")
        self.repo.save(email.lower(), self.hasher.hash(password))

    def login(self, email: str, password: str) -> bool:
        stored = self.repo.find(email.lower())
        return bool(stored) and self.hasher.verify(password, stored)


class RegisterResource:
    def __init__(self, svc: AccountService):
        self.svc = svc

    def on_post(self, req, resp):
        body = req.get_media()
        try:
            self.svc.register(body["email"], body["password"])
        except (KeyError, ValueError) as exc:
            raise falcon.HTTPBadRequest(description=str(exc))
        resp.status = falcon.HTTP_201


service = AccountService(OwnerRepository(), PasswordHasher(HashSettings()))
app = falcon.App()
app.add_route("/owners/register", RegisterResource(service))
