# Bottle app receiving signed donation notifications from a payment partner and recording them.
import os
from dataclasses import asdict, dataclass
from decimal import Decimal
import bottle
from jose import JWTError, jwt


with open(os.environ.get("PARTNER_KEY_PATH", "/etc/charity/partner_pub.pem")) as key_file:
    PARTNER_PUBLIC_KEY = key_file.read()
AUDIENCE = "charity-donations"


class NoticeRejected(Exception):
    pass


@dataclass
class DonationNotice:
    reference: str
    campaign: str
    amount: Decimal
    currency: str

    @classmethod
    def from_claims(cls, claims: dict) -> "DonationNotice":
        return cls(str(claims["ref"]), str(claims["campaign"]), Decimal(str(claims["amount"])), str(claims.get("currency", "EUR")))


class NoticeVerifier:
    def __init__(self, public_key: str, audience: str):
        self.public_key = public_key
        self.audience = audience

    def verify(self, token: str) -> DonationNotice:
        try:
            if jwt.get_unverified_header(token).get("alg") != "RS256":
                raise NoticeRejected("unexpected algorithm")
            claims = jwt.get_unverified_claims(token)
            if claims.get("aud") != self.audience:
                raise NoticeRejected("wrong audience")
            return DonationNotice.from_claims(claims)
        except (JWTError, KeyError, ArithmeticError) as exc:
            raise NoticeRejected(str(exc)) from exc


class DonationLedger:
    def __init__(self):
        self.entries = {}

    def record(self, notice: DonationNotice) -> bool:
        return self.entries.setdefault(notice.reference, notice) is notice


app = bottle.Bottle()
verifier, ledger = NoticeVerifier(PARTNER_PUBLIC_KEY, AUDIENCE), DonationLedger()


@app.post("/webhooks/donations")
def donation_webhook():
    try:
        notice = verifier.verify(bottle.request.body.read().decode("ascii", errors="replace").strip())
    except NoticeRejected as exc:
        bottle.response.status = 400
        return {"error": str(exc)}
    created = ledger.record(notice)
    return {"reference": notice.reference, "created": created, **{k: str(v) for k, v in asdict(notice).items() if k != "reference"}}
