# path parameter of an API route used in a lookup command
import subprocess

from fastapi import FastAPI

app = FastAPI()


@app.get("/dns/{domain}")
def dns(domain: str):
    result = subprocess.check_output("nslookup " + domain, shell=True)
    return {"answer": result.decode()}
