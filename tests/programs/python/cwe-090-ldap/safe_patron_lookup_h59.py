# Unseen set h59: patron lookup
"""Lambda used by self-service kiosks to look up a library patron by card number before a loan."""
import json
import os
import ssl
from dataclasses import asdict, dataclass
from typing import Optional

from ldap3 import Connection, Server, Tls
from ldap3.utils.conv import escape_filter_chars

PATRON_BASE = os.environ.get("PATRON_BASE_DN", "ou=patrons,dc=citylibrary,dc=org")


@dataclass
class Patron:
    card_number: str
    display_name: str
    home_branch: str
    loans_blocked: bool


class DirectoryGateway:
    def __init__(self, server: Server, bind_dn: str, bind_credential: str) -> None:
        self._server = server
        self._bind_dn = bind_dn
        self._bind_credential = bind_credential

    def find_patron(self, card_number: str) -> Optional[Patron]:
        query = f"(&(objectClass=libraryPatron)(cardNumber={escape_filter_chars(card_number)}))"
        with Connection(self._server, self._bind_dn, self._bind_credential, auto_bind=True, read_only=True) as conn:
            conn.search(PATRON_BASE, query, attributes=["cardNumber", "displayName", "homeBranch", "loanBlock"])
            if len(conn.entries) != 1:
                return None
            entry = conn.entries[0]
            return Patron(
                card_number=str(entry.cardNumber),
                display_name=str(entry.displayName),
                home_branch=str(entry.homeBranch),
                loans_blocked=str(entry.loanBlock).upper() == "TRUE",
            )


class KioskService:
    def __init__(self, directory: DirectoryGateway) -> None:
        self._directory = directory

    def identify(self, card_number: str) -> Optional[Patron]:
        card_number = card_number.strip()
        if not card_number:
            return None
        return self._directory.find_patron(card_number)


_server = Server(
    os.environ["LDAP_HOST"],
    port=636,
    use_ssl=True,
    tls=Tls(validate=ssl.CERT_REQUIRED, ca_certs_file=os.environ.get("LDAP_CA_FILE")),
)
_service = KioskService(DirectoryGateway(_server, os.environ["LDAP_BIND_DN"], os.environ["LDAP_BIND_CREDENTIAL"]))


def handler(event, context):
    body = json.loads(event.get("body") or "{}")
    patron = _service.identify(str(body.get("cardNumber", "")))
    if patron is None:
        return {"statusCode": 404, "body": json.dumps({"error": "card not recognised"})}
    return {"statusCode": 200, "body": json.dumps(asdict(patron))}
