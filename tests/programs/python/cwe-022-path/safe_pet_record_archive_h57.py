# Clinic record import: unpacks tar archives of patient files sent by partner veterinary practices.
import argparse
import os
import tarfile
import tempfile

from flask import Flask, jsonify, request

app = Flask(__name__)
IMPORT_ROOT = "/var/vetclinic/imports"


class ArchiveRejected(Exception):
    pass


class RecordArchiveImporter:
    def __init__(self, root: str):
        self.root = root

    def _check_members(self, tar: tarfile.TarFile, dest: str) -> None:
        base = os.path.realpath(dest)
        for member in tar.getmembers():
            if not (member.isfile() or member.isdir()):
                raise ArchiveRejected(f"unsupported entry type: {member.name}")
            target = os.path.realpath(os.path.join(base, member.name))
            if os.path.commonpath([base, target]) != base:
                raise ArchiveRejected(f"entry outside import folder: {member.name}")

    def import_file(self, archive_path: str, clinic_id: int) -> list:
        dest = os.path.join(self.root, str(clinic_id))
        os.makedirs(dest, exist_ok=True)
        with tarfile.open(archive_path, "r:*") as tar:
            self._check_members(tar, dest)
            tar.extractall(dest)
            return tar.getnames()


importer = RecordArchiveImporter(IMPORT_ROOT)


@app.post("/clinics/<int:clinic_id>/records/import")
def upload_records(clinic_id: int):
    upload = request.files["archive"]
    with tempfile.NamedTemporaryFile(suffix=".tar.gz") as tmp:
        upload.save(tmp.name)
        try:
            names = importer.import_file(tmp.name, clinic_id)
        except (ArchiveRejected, tarfile.TarError) as exc:
            return jsonify(error=str(exc)), 422
    return jsonify(imported=len(names))


def main() -> None:
    parser = argparse.ArgumentParser(description="Import a partner clinic archive")
    parser.add_argument("archive")
    parser.add_argument("clinic_id", type=int)
    args = parser.parse_args()
    for name in importer.import_file(args.archive, args.clinic_id):
        print(name)


if __name__ == "__main__":
    main()
