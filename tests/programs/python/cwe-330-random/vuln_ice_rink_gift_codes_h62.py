# An ice rink gift codes program of the h62 set (cwe-330-random).
"""Skate-pass gift codes for the ice rink box office.

Box-office staff issue codes that customers redeem online for public-skate admissions.
"""
import hmac
import os
import random
import string
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Dict

from fastapi import Depends, FastAPI, Header, HTTPException
from pydantic import BaseModel, Field

CODE_ALPHABET = string.ascii_uppercase + string.digits
CODE_LENGTH = 12

app = FastAPI(title="Rink gift codes")


@dataclass
class GiftCode:
    code: str
    admissions: int
    expires: date
    redeemed: int = 0


@dataclass
class CodeBook:
    codes: Dict[str, GiftCode] = field(default_factory=dict)


BOOK = CodeBook()


def code_book() -> CodeBook:
    return BOOK


def box_office_staff(x_box_office_key: str = Header(...)) -> None:
    if not hmac.compare_digest(x_box_office_key.encode(), os.environ["BOX_OFFICE_KEY"].encode()):
        raise HTTPException(status_code=403, detail="box office key required")


def new_code() -> str:
    raw = "".join(random.choices(CODE_ALPHABET, k=CODE_LENGTH))
    return "-".join(raw[i:i + 4] for i in range(0, CODE_LENGTH, 4))


class IssueRequest(BaseModel):
    admissions: int = Field(ge=1, le=20)
    valid_days: int = Field(default=365, ge=1, le=730)


@app.post("/gift-codes", dependencies=[Depends(box_office_staff)], status_code=201)
def issue(req: IssueRequest, book: CodeBook = Depends(code_book)) -> dict:
    code = next(c for c in iter(new_code, None) if c not in book.codes)
    book.codes[code] = GiftCode(code, req.admissions, date.today() + timedelta(days=req.valid_days))
    return {"code": code, "admissions": req.admissions, "expires": book.codes[code].expires}


@app.post("/gift-codes/{code}/redeem")
def redeem(code: str, book: CodeBook = Depends(code_book)) -> dict:
    gift = book.codes.get(code.strip().upper())
    if gift is None or gift.expires < date.today():
        raise HTTPException(status_code=404, detail="gift code not found or expired")
    if gift.redeemed >= gift.admissions:
        raise HTTPException(status_code=409, detail="all admissions on this code are used")
    gift.redeemed += 1
    return {"admissions_left": gift.admissions - gift.redeemed}
