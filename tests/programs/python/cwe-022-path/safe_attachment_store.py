# FastAPI endpoint returning a user's uploaded attachment from per-user storage.
from pathlib import Path

from fastapi import FastAPI, Header, HTTPException
from fastapi.responses import Response

app = FastAPI()
STORAGE_ROOT = Path("/var/lib/attachments")


class AttachmentStore:
    def __init__(self, root: Path):
        self.root = root

    def read(self, owner: int, filename: str) -> bytes:
        user_dir = (self.root / str(owner)).resolve()
        target = (user_dir / filename).resolve()
        if not target.is_relative_to(user_dir):
            raise HTTPException(status_code=400, detail="invalid file name")
        if not target.is_file():
            raise HTTPException(status_code=404, detail="not found")
        return target.read_bytes()


store = AttachmentStore(STORAGE_ROOT)


@app.get("/attachments")
def get_attachment(filename: str, x_user_id: int = Header(...)):
    data = store.read(x_user_id, filename)
    headers = {"Content-Disposition": f'attachment; filename="{Path(filename).name}"'}
    return Response(content=data, media_type="application/octet-stream", headers=headers)
