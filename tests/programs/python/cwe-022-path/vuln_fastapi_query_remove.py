# API query value names a cache file to delete
import os

from fastapi import FastAPI

app = FastAPI()


@app.delete("/cache")
def purge(key: str):
    os.remove(os.path.join("/tmp/cache", key))
    return {"removed": key}
