# A register intake program of the h60 set (cwe-022-path).
"""Genealogy archive intake: volunteers upload zipped batches of scanned
parish registers, which are unpacked into the collection's intake area
for cataloguing."""
import asyncio
import io
import os
import zipfile
from concurrent.futures import ThreadPoolExecutor

import tornado.web

INTAKE_ROOT = "/var/lib/genealogy/intake"
ALLOWED_EXTENSIONS = (".tif", ".tiff", ".jpg", ".png", ".xml")
unpack_pool = ThreadPoolExecutor(max_workers=4)


def wanted(member: zipfile.ZipInfo) -> bool:
    return not member.is_dir() and member.filename.lower().endswith(ALLOWED_EXTENSIONS)


def destination(batch_dir: str, member: zipfile.ZipInfo) -> str:
    root = os.path.realpath(batch_dir)
    target = os.path.realpath(os.path.join(root, member.filename))
    if os.path.commonpath([root, target]) != root:
        raise ValueError(f"rejected entry {member.filename!r}")
    return target


def unpack(batch_id: str, payload: bytes) -> list:
    batch_dir = os.path.join(INTAKE_ROOT, batch_id)
    written = []
    with zipfile.ZipFile(io.BytesIO(payload)) as archive:
        for member in filter(wanted, archive.infolist()):
            target = destination(batch_dir, member)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with archive.open(member) as src, open(target, "wb") as dst:
                dst.write(src.read())
            written.append(os.path.relpath(target, batch_dir))
    return written


class BatchUploadHandler(tornado.web.RequestHandler):
    async def post(self, batch_id: str) -> None:
        uploads = self.request.files.get("archive")
        if not uploads:
            raise tornado.web.HTTPError(400, "archive field missing")
        loop = asyncio.get_running_loop()
        try:
            written = await loop.run_in_executor(
                unpack_pool, unpack, batch_id, uploads[0]["body"]
            )
        except (ValueError, zipfile.BadZipFile) as exc:
            raise tornado.web.HTTPError(422, str(exc))
        self.write({"batch": batch_id, "count": len(written), "files": written})


def make_app() -> tornado.web.Application:
    return tornado.web.Application(
        [(r"/batches/([0-9]{4,12})/upload", BatchUploadHandler)],
        max_body_size=512 * 1024 * 1024,
    )


async def main() -> None:
    make_app().listen(8890, address="127.0.0.1")
    await asyncio.Event().wait()


if __name__ == "__main__":
    asyncio.run(main())
