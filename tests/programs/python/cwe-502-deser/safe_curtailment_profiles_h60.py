# A curtailment profiles program of the h60 set (cwe-502-deser).
"""Wind farm fleet configuration: site engineers upload curtailment
profiles (bat-protection and grid-limit windows) for each turbine as a
multi-document YAML file; profiles are validated and handed to the
park controller."""
import asyncio
import json
from pathlib import Path

import tornado.web
import yaml
from pydantic import BaseModel, Field, ValidationError

PROFILE_STORE = Path("/var/lib/windfarm/curtailment")


class CurtailmentWindow(BaseModel):
    start_hour: int = Field(ge=0, le=23)
    end_hour: int = Field(ge=1, le=24)
    max_kw: float = Field(ge=0)
    reason: str = "grid"


class TurbineProfile(BaseModel):
    turbine: str = Field(pattern=r"^WTG-[0-9]{2,3}$")
    rated_kw: float = Field(gt=0)
    windows: list[CurtailmentWindow] = []


def parse_profiles(text: str) -> list[TurbineProfile]:
    documents = yaml.load_all(text, Loader=yaml.BaseLoader)
    return [TurbineProfile.model_validate(doc) for doc in documents if doc]


def store(profiles: list[TurbineProfile]) -> list[str]:
    PROFILE_STORE.mkdir(parents=True, exist_ok=True)
    for profile in profiles:
        target = PROFILE_STORE / f"{profile.turbine}.json"
        target.write_text(json.dumps(profile.model_dump(), indent=2))
    return [p.turbine for p in profiles]


class ProfileUploadHandler(tornado.web.RequestHandler):
    async def put(self) -> None:
        text = self.request.body.decode("utf-8", "replace")
        loop = asyncio.get_running_loop()
        try:
            profiles = await loop.run_in_executor(None, parse_profiles, text)
        except (yaml.YAMLError, ValidationError) as exc:
            self.set_status(422)
            self.write({"error": "profile file rejected", "detail": str(exc)[:300]})
            return
        saved = await loop.run_in_executor(None, store, profiles)
        self.write({"saved": saved, "windows": sum(len(p.windows) for p in profiles)})


def make_app() -> tornado.web.Application:
    return tornado.web.Application([(r"/curtailment/profiles", ProfileUploadHandler)])


async def main() -> None:
    make_app().listen(8892, address="127.0.0.1")
    await asyncio.Event().wait()


if __name__ == "__main__":
    asyncio.run(main())
