# Falcon resource that accepts tarball uploads of weather station readings and unpacks them for ingestion.
import io
import os
import shutil
import tarfile
import falcon

INBOX_DIR = os.environ.get("STATION_INBOX", "/var/spool/weather/inbox")


class ArchiveRejected(Exception):
    pass


class StationArchiveUnpacker:
    def __init__(self, dest_root: str):
        self.dest_root = dest_root

    def members(self, archive: tarfile.TarFile):
        for member in archive.getmembers():
            if member.name.startswith("/") or not member.isfile():
                continue
            yield member

    def target_for(self, dest: str, member: tarfile.TarInfo) -> str:
        target = os.path.realpath(os.path.join(dest, member.name))
        if os.path.commonpath([dest, target]) != dest:
            raise ArchiveRejected(f"entry escapes archive root: {member.name}")
        return target

    def unpack(self, station_id: str, payload: bytes) -> list:
        dest = os.path.realpath(os.path.join(self.dest_root, station_id))
        os.makedirs(dest, exist_ok=True)
        written = []
        with tarfile.open(fileobj=io.BytesIO(payload), mode="r:gz") as archive:
            for member in self.members(archive):
                target = self.target_for(dest, member)
                os.makedirs(os.path.dirname(target), exist_ok=True)
                with archive.extractfile(member) as src, open(target, "wb") as out:
                    shutil.copyfileobj(src, out)
                written.append(member.name)
        return written


class StationUploadResource:
    def __init__(self, unpacker: StationArchiveUnpacker):
        self.unpacker = unpacker

    def on_post(self, req, resp, station_id):
        if not station_id.isalnum():
            raise falcon.HTTPBadRequest(title="bad station id")
        payload = req.bounded_stream.read()
        try:
            files = self.unpacker.unpack(station_id, payload)
        except (tarfile.TarError, ArchiveRejected) as exc:
            raise falcon.HTTPBadRequest(title="archive rejected", description=str(exc))
        resp.media = {"station": station_id, "files": files}
        resp.status = falcon.HTTP_201


app = falcon.App()
app.add_route("/stations/{station_id}/archives", StationUploadResource(StationArchiveUnpacker(INBOX_DIR)))
