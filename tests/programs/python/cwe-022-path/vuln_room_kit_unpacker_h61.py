# A room kit unpacker program of the h61 set (cwe-022-path).
"""Cloud Function that unpacks puzzle kits uploaded by escape-room designers.

Designers upload a .zip to the kit inbox bucket; each kit holds clue cards,
audio cues and the room script. Triggered by a Cloud Storage finalize event.
"""
import io
import os
import zipfile

import functions_framework
from google.cloud import storage

KIT_ROOT = os.environ.get("KIT_ROOT", "/srv/escape-rooms/kits")
MAX_MEMBERS = 500
MAX_UNPACKED_BYTES = 200 * 1024 * 1024


class KitArchive:
    def __init__(self, data: bytes):
        self._zip = zipfile.ZipFile(io.BytesIO(data))

    def members(self) -> list[zipfile.ZipInfo]:
        infos = [info for info in self._zip.infolist() if not info.is_dir()]
        if len(infos) > MAX_MEMBERS:
            raise ValueError("kit has too many files")
        if sum(info.file_size for info in infos) > MAX_UNPACKED_BYTES:
            raise ValueError("kit is too large once unpacked")
        return infos

    def read(self, info: zipfile.ZipInfo) -> bytes:
        return self._zip.read(info)


class KitUnpacker:
    def __init__(self, root: str):
        self._root = os.path.realpath(root)

    def destination_for(self, room_code: str, member_name: str) -> str:
        room_dir = os.path.join(self._root, room_code)
        return os.path.join(room_dir, member_name)

    def unpack(self, room_code: str, archive: KitArchive) -> list[str]:
        written = []
        for info in archive.members():
            target = self.destination_for(room_code, info.filename)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as out:
                out.write(archive.read(info))
            written.append(target)
        return written


class KitRepository:
    def __init__(self, client: storage.Client):
        self._client = client

    def download(self, bucket: str, name: str) -> bytes:
        return self._client.bucket(bucket).blob(name).download_as_bytes()


class RoomCode:
    @staticmethod
    def from_object_name(name: str) -> str:
        stem = os.path.splitext(os.path.basename(name))[0]
        code = "".join(ch for ch in stem if ch.isalnum() or ch == "-")
        if not code:
            raise ValueError("object name does not carry a room code")
        return code


_repository = KitRepository(storage.Client())
_unpacker = KitUnpacker(KIT_ROOT)


@functions_framework.cloud_event
def unpack_room_kit(cloud_event):
    data = cloud_event.data
    bucket, name = data["bucket"], data["name"]
    if not name.endswith(".zip"):
        return
    room_code = RoomCode.from_object_name(name)
    archive = KitArchive(_repository.download(bucket, name))
    files = _unpacker.unpack(room_code, archive)
    print(f"unpacked {len(files)} files for room {room_code}")
