# Falcon resource that accepts a tar bundle of case evidence and unpacks it into the matter's workspace.
import io
import logging
import os
import tarfile
from dataclasses import dataclass

import falcon

log = logging.getLogger("evidence")
WORKSPACE_ROOT = os.environ.get("MATTER_WORKSPACES", "/srv/legal/matters")
MAX_BUNDLE = 200 * 1024 * 1024


@dataclass
class BundleUpload:
    matter_id: int
    uploader: str
    payload: bytes


class WorkspaceManager:
    def __init__(self, root: str):
        self.root = root

    def path_for(self, matter_id: int) -> str:
        path = os.path.join(self.root, f"matter-{matter_id}", "evidence")
        os.makedirs(path, mode=0o750, exist_ok=True)
        return path


class EvidenceImporter:
    def __init__(self, workspaces: WorkspaceManager):
        self.workspaces = workspaces

    def unpack(self, upload: BundleUpload) -> list:
        dest = self.workspaces.path_for(upload.matter_id)
        with tarfile.open(fileobj=io.BytesIO(upload.payload), mode="r:*") as bundle:
            members = bundle.getmembers()
            for m in members:
                if m.name.startswith("/"):
                    raise falcon.HTTPBadRequest(description=f"absolute path in bundle: {m.name}")
            bundle.extractall(dest, members=members)
        log.info("matter %s: %d files from %s", upload.matter_id, len(members), upload.uploader)
        return [m.name for m in members if m.isfile()]


class EvidenceResource:
    def __init__(self, importer: EvidenceImporter):
        self.importer = importer

    def on_post(self, req: falcon.Request, resp: falcon.Response, matter_id: int):
        if req.content_length is None or req.content_length > MAX_BUNDLE:
            raise falcon.HTTPPayloadTooLarge()
        upload = BundleUpload(matter_id, req.get_header("X-User", default="unknown"), req.bounded_stream.read())
        resp.media = {"matter": matter_id, "files": self.importer.unpack(upload)}
        resp.status = falcon.HTTP_201


app = falcon.App()
app.add_route("/matters/{matter_id:int}/evidence", EvidenceResource(EvidenceImporter(WorkspaceManager(WORKSPACE_ROOT))))
