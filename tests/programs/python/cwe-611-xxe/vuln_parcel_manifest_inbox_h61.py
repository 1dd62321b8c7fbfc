# A parcel manifest inbox program of the h61 set (cwe-611-xxe).
"""Reads parcel manifests that partner depots e-mail to the courier hub.

Mail is delivered into a Maildir; every message carries one XML manifest
attachment listing the parcels on the night trunk.
"""
import io
import mailbox
import os
import sys
import xml.sax
from dataclasses import dataclass
from xml.sax.handler import ContentHandler, feature_external_ges


@dataclass
class Parcel:
    tracking_no: str = ""
    postcode: str = ""
    weight_grams: int = 0


class ManifestHandler(ContentHandler):
    def __init__(self):
        super().__init__()
        self.parcels: list[Parcel] = []
        self._current: Parcel | None = None
        self._text: list[str] = []

    def startElement(self, name, attrs):
        self._text = []
        if name == "parcel":
            self._current = Parcel(tracking_no=attrs.get("tracking", ""))

    def characters(self, content):
        self._text.append(content)

    def endElement(self, name):
        value = "".join(self._text).strip()
        if self._current is None:
            return
        if name == "postcode":
            self._current.postcode = value
        elif name == "weight":
            self._current.weight_grams = int(value or 0)
        elif name == "parcel":
            self.parcels.append(self._current)
            self._current = None


class ManifestParser:
    def parse(self, document: bytes) -> list[Parcel]:
        handler = ManifestHandler()
        parser = xml.sax.make_parser()
        parser.setFeature(feature_external_ges, True)
        parser.setContentHandler(handler)
        parser.parse(io.BytesIO(document))
        return handler.parcels


class ManifestInbox:
    def __init__(self, maildir_path: str):
        self._box = mailbox.Maildir(maildir_path, create=False)

    def attachments(self):
        for key, message in self._box.iteritems():
            for part in message.walk():
                name = part.get_filename() or ""
                if part.get_content_type() in ("application/xml", "text/xml") or name.endswith(".xml"):
                    yield key, part.get_payload(decode=True)


class TrunkLoader:
    def __init__(self, inbox: ManifestInbox, parser: ManifestParser):
        self._inbox = inbox
        self._parser = parser

    def load(self) -> list[Parcel]:
        parcels = []
        for key, payload in self._inbox.attachments():
            try:
                parcels.extend(self._parser.parse(payload))
            except (xml.sax.SAXException, ValueError) as exc:
                print(f"manifest in message {key} rejected: {exc}", file=sys.stderr)
        return parcels


if __name__ == "__main__":
    loader = TrunkLoader(ManifestInbox(os.environ.get("MANIFEST_MAILDIR", "/var/mail/manifests")), ManifestParser())
    for parcel in loader.load():
        print(f"{parcel.tracking_no}\t{parcel.postcode}\t{parcel.weight_grams}")
