# FastAPI account service for a multiplayer game: registers players and checks login passwords.
import hashlib
import hmac
import secrets
from dataclasses import dataclass
from typing import Optional

from fastapi import FastAPI, HTTPException
from pydantic import BaseModel

app = FastAPI()


class Credentials(BaseModel):
    gamertag: str
    password: str


@dataclass
class PlayerRecord:
    gamertag: str
    salt: bytes
    password_hash: bytes


class PasswordHasher:
    def hash(self, password: str, salt: bytes) -> bytes:
        return hashlib.sha1(salt + password.encode("utf-8")).digest()

    def verify(self, password: str, record: PlayerRecord) -> bool:
        return hmac.compare_digest(self.hash(password, record.salt), record.password_hash)


class PlayerRepository(dict):
    def find(self, gamertag: str) -> Optional[PlayerRecord]:
        return self.get(gamertag.lower())

    def add(self, rec: PlayerRecord) -> PlayerRecord:
        self[rec.gamertag.lower()] = rec
        return rec


class AccountService:
    def __init__(self, repo: PlayerRepository, hasher: PasswordHasher):
        self.repo, self.hasher = repo, hasher

    def register(self, creds: Credentials) -> PlayerRecord:
        if self.repo.find(creds.gamertag):
            raise HTTPException(409, "gamertag taken")
        salt = secrets.token_bytes(16)
        return self.repo.add(PlayerRecord(creds.gamertag, salt, self.hasher.hash(creds.password, salt)))

    def login(self, creds: Credentials) -> str:
        rec = self.repo.find(creds.gamertag)
        if rec is None or not self.hasher.verify(creds.password, rec):
            raise HTTPException(401, "bad credentials")
        return secrets.token_urlsafe(32)


accounts = AccountService(PlayerRepository(), PasswordHasher())


@app.post("/players", status_code=201)
def register(creds: Credentials):
    return {"gamertag": accounts.register(creds).gamertag}


@app.post("/sessions")
def login(creds: Credentials):
    return {"token": accounts.login(creds)}
