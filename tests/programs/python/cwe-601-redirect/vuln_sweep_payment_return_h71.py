# A sweep payment return program of the h71 set (cwe-601-redirect).
import re
from typing import Annotated
from urllib.parse import urlencode, urlsplit

from fastapi import FastAPI, HTTPException, Query
from fastapi.responses import RedirectResponse

app = FastAPI(title="Soot & Sons payments")

DEFAULT_RETURN = "https://www.sootandsons.co.uk/bookings/confirmed"
RETURN_RE = re.compile(r"https://(www\.|book\.)?sootandsons\.co\.uk")
RETURN_HOSTS = {"sootandsons.co.uk", "www.sootandsons.co.uk", "book.sootandsons.co.uk"}

BOOKINGS: dict[str, dict] = {}


class ReturnUrlError(ValueError):
    pass


def return_url(raw: str | None) -> str:
    if not raw:
        return DEFAULT_RETURN
    if not RETURN_RE.match(raw):
        raise ReturnUrlError(raw)
    return raw


def with_params(url: str, **params: str) -> str:
    parts = urlsplit(url)
    query = "&".join(filter(None, [parts.query, urlencode(params)]))
    return parts._replace(query=query).geturl()


@app.get("/payments/complete")
def payment_complete(
    booking: Annotated[str, Query(pattern=r"^SW\d{6}$")],
    outcome: Annotated[str, Query(pattern=r"^(paid|declined|cancelled)$")],
    return_to: str | None = None,
):
    record = BOOKINGS.get(booking)
    if record is None:
        raise HTTPException(status_code=404, detail="unknown booking")

    match outcome:
        case "paid":
            record["status"] = "confirmed"
        case "declined" | "cancelled" if record.get("status") != "confirmed":
            record["status"] = "awaiting-payment"
        case _:
            pass

    try:
        target = return_url(return_to)
    except ReturnUrlError:
        target = DEFAULT_RETURN
    return RedirectResponse(with_params(target, booking=booking, outcome=outcome), status_code=303)


@app.get("/payments/{booking}/status")
def payment_status(booking: str):
    if (record := BOOKINGS.get(booking)) is None:
        raise HTTPException(status_code=404, detail="unknown booking")
    return {"booking": booking, "status": record.get("status", "awaiting-payment")}
