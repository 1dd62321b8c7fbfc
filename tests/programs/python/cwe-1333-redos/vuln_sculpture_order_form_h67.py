# A sculpture order form program of the h67 set (cwe-1333-redos).
# ice sculptors: public enquiry form for wedding and gala sculptures, checked before it reaches the studio inbox
from __future__ import annotations

import re
from datetime import date
from typing import Annotated, Literal

from fastapi import Depends, FastAPI
from pydantic import BaseModel, EmailStr, Field, field_validator

INSCRIPTION_RE = re.compile(r"^([A-Za-z0-9]+[ ,.'&-]?)*$")
VENUE_RE = re.compile(r"^[A-Za-z0-9 ,.'-]{2,80}$")


class SculptureEnquiry(BaseModel):
    contact_name: Annotated[str, Field(min_length=2, max_length=60)]
    email: EmailStr
    event_date: date
    venue: Annotated[str, Field(max_length=80)]
    design: Literal["swan", "monogram", "luge", "bar", "bespoke"]
    height_cm: Annotated[int, Field(ge=30, le=300)]
    inscription: Annotated[str, Field(max_length=400)] = ""

    @field_validator("venue")
    @classmethod
    def check_venue(cls, v: str) -> str:
        if not VENUE_RE.match(v):
            raise ValueError("venue contains unsupported characters")
        return v

    @field_validator("inscription")
    @classmethod
    def check_inscription(cls, v: str) -> str:
        if v and not INSCRIPTION_RE.match(v):
            raise ValueError("inscriptions may use letters, numbers and simple punctuation only")
        return v

    @field_validator("event_date")
    @classmethod
    def not_in_past(cls, v: date) -> date:
        if v < date.today():
            raise ValueError("event date is in the past")
        return v


class EnquiryReceipt(BaseModel):
    reference: str
    estimated_blocks: int


class EnquiryInbox:
    def __init__(self) -> None:
        self._next = 1000

    def submit(self, enquiry: SculptureEnquiry) -> str:
        self._next += 1
        return f"ICE-{enquiry.event_date:%y%m}-{self._next}"


_inbox = EnquiryInbox()


def get_inbox() -> EnquiryInbox:
    return _inbox


app = FastAPI(title="Ice sculpture enquiries")


@app.post("/enquiries", response_model=EnquiryReceipt, status_code=201)
def create_enquiry(
    enquiry: SculptureEnquiry,
    inbox: Annotated[EnquiryInbox, Depends(get_inbox)],
) -> EnquiryReceipt:
    blocks = max(1, round(enquiry.height_cm / 100 + (1 if enquiry.design in ("luge", "bar") else 0)))
    reference = inbox.submit(enquiry)
    return EnquiryReceipt(reference=reference, estimated_blocks=blocks)
