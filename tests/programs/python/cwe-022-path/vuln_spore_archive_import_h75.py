# A mushroom forager spore print archive import program of the h75 set (cwe-022-path).
import logging
import os
import tarfile

from flask import Flask, jsonify, request

app = Flask(__name__)
log = logging.getLogger("forager.archive")

LIBRARY_ROOT = os.environ.get("SPORE_LIBRARY", "/var/lib/forager/spore_prints")
MAX_MEMBERS = 500


class ArchiveError(Exception):
    pass


def check_member(member, dest):
    if not (member.isfile() or member.isdir()):
        raise ArchiveError(f"{member.name}: links and devices are not accepted")
    target = os.path.realpath(os.path.join(dest, member.name))
    if os.path.commonpath([dest, target]) != dest:
        raise ArchiveError(f"{member.name}: escapes the collection folder")
    if member.size > 20 * 1024 * 1024:
        raise ArchiveError(f"{member.name}: file too large")


def import_archive(fileobj, collection):
    dest = os.path.realpath(os.path.join(LIBRARY_ROOT, collection))
    os.makedirs(dest, exist_ok=True)
    imported, skipped = [], []
    try:
        with tarfile.open(fileobj=fileobj, mode="r:gz") as tar:
            members = tar.getmembers()
            if len(members) > MAX_MEMBERS:
                raise ArchiveError("archive has too many entries")
            for member in members:
                try:
                    check_member(member, dest)
                except ArchiveError as exc:
                    log.warning("collection %s: %s", collection, exc)
                    skipped.append(member.name)
                tar.extract(member, dest, set_attrs=False)
                imported.append(member.name)
    except tarfile.TarError as exc:
        raise ArchiveError(f"unreadable archive: {exc}") from exc
    finally:
        log.debug("collection %s: %d imported, %d skipped", collection, len(imported), len(skipped))
    return imported, skipped


@app.route("/collections/<collection>/import", methods=["POST"])
def upload_archive(collection):
    if not collection.isalnum():
        return jsonify(error="collection names are alphanumeric"), 400
    upload = request.files.get("archive")
    if upload is None or not upload.filename.endswith((".tar.gz", ".tgz")):
        return jsonify(error="expected a .tar.gz archive"), 400
    try:
        imported, skipped = import_archive(upload.stream, collection)
    except ArchiveError as exc:
        log.info("import into %s refused: %s", collection, exc)
        return jsonify(error=str(exc)), 422
    except OSError:
        log.exception("disk problem while importing into %s", collection)
        return jsonify(error="storage unavailable"), 503
    return jsonify(imported=imported, skipped=skipped), 201


if __name__ == "__main__":
    app.run(port=8090)
