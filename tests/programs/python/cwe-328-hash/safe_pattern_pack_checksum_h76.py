# A paper-folding origami studio pattern pack mirror checksum program of the h76 set (cwe-328-hash).
import hashlib
import hmac
import os
import sys
from pathlib import Path

import requests

MANIFEST_URL = "https://studio.kamiwaza-origami.example/packs/manifest.json"
MIRRORS = [
    "https://mirror1.paperfold-cdn.example/packs",
    "https://mirror2.foldshare.example/kamiwaza",
]


class PackVerifier:
    def __init__(self, digest_factory=hashlib.sha256, manifest_field: str = "sha256", chunk: int = 1 << 16):
        self.digest_factory = digest_factory
        self.manifest_field = manifest_field
        self.chunk = chunk

    def digest_file(self, path: Path) -> str:
        h = self.digest_factory()
        with path.open("rb") as fh:
            for block in iter(lambda: fh.read(self.chunk), b""):
                h.update(block)
        return h.hexdigest()

    def matches(self, path: Path, manifest_entry: dict) -> bool:
        expected = manifest_entry[self.manifest_field]
        return hmac.compare_digest(self.digest_file(path), expected.lower())


class PackFetcher:
    def __init__(self, verifier: PackVerifier, cache_dir: Path, session=None):
        self.verifier = verifier
        self.cache_dir = cache_dir
        self.session = session or requests.Session()

    def manifest(self) -> dict:
        resp = self.session.get(MANIFEST_URL, timeout=20)
        resp.raise_for_status()
        return {entry["file"]: entry for entry in resp.json()["packs"]}

    def download(self, mirror: str, filename: str) -> Path:
        target = self.cache_dir / filename
        with self.session.get(f"{mirror}/{filename}", stream=True, timeout=60) as resp:
            resp.raise_for_status()
            with target.open("wb") as out:
                for block in resp.iter_content(1 << 16):
                    out.write(block)
        return target

    def fetch(self, filename: str) -> Path:
        entry = self.manifest()[filename]
        for mirror in MIRRORS:
            try:
                path = self.download(mirror, filename)
            except requests.RequestException:
                continue
            if self.verifier.matches(path, entry):
                return path
            path.unlink(missing_ok=True)
        raise RuntimeError(f"no mirror served an intact copy of {filename}")


def main(argv) -> int:
    cache = Path(os.environ.get("PACK_CACHE", "~/.cache/kamiwaza")).expanduser()
    cache.mkdir(parents=True, exist_ok=True)
    fetcher = PackFetcher(PackVerifier(), cache)
    for name in argv[1:]:
        try:
            print(f"{name}: {fetcher.fetch(name)}")
        except (KeyError, RuntimeError) as exc:
            print(f"{name}: failed ({exc})", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
