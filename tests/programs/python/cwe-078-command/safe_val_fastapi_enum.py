# FastAPI converts the path parameter to the Codec enum and answers 422 for other values, so only the enum's fixed strings reach the shell line.
import subprocess
from enum import Enum
from fastapi import FastAPI

app = FastAPI()


class Codec(str, Enum):
    h264 = "libx264"
    vp9 = "libvpx-vp9"
    av1 = "libaom-av1"


@app.post("/transcode/{codec}")
def transcode(codec: Codec):
    subprocess.run(
        f"ffmpeg -y -i /srv/in/latest.mp4 -c:v {codec.value} /srv/out/latest.mkv",
        shell=True,
        check=True,
    )
    return {"codec": codec.value}
