# Pyramid view accepting YAML configuration profiles uploaded by weather station operators.
import yaml
from pyramid.config import Configurator
from pyramid.httpexceptions import HTTPBadRequest
from pyramid.view import view_config

REQUIRED_KEYS = ("station_id", "sampling_interval", "sensors")


class ProfileInvalid(Exception):
    pass


class StationProfile:
    def __init__(self, station_id: str, interval: int, sensors: list):
        self.station_id = station_id
        self.interval = interval
        self.sensors = sensors


class ProfileParser:
    def parse(self, text: str) -> StationProfile:
        try:
            doc = yaml.load(text, Loader=yaml.Loader)
        except yaml.YAMLError as exc:
            raise ProfileInvalid(f"unreadable profile: {exc}") from exc
        if not isinstance(doc, dict):
            raise ProfileInvalid("profile must be a mapping")
        missing = [k for k in REQUIRED_KEYS if k not in doc]
        if missing:
            raise ProfileInvalid(f"missing keys: {', '.join(missing)}")
        return StationProfile(str(doc["station_id"]), int(doc["sampling_interval"]), list(doc["sensors"]))


class ProfileService:
    def __init__(self, parser: ProfileParser):
        self.parser = parser
        self.profiles = {}

    def upload(self, text: str) -> StationProfile:
        profile = self.parser.parse(text)
        self.profiles[profile.station_id] = profile
        return profile


service = ProfileService(ProfileParser())


@view_config(route_name="station_profile", request_method="POST", renderer="json")
def upload_profile(request):
    upload = request.POST.get("profile")
    if upload is None or not hasattr(upload, "file"):
        raise HTTPBadRequest(json_body={"error": "profile file required"})
    text = upload.file.read(65536).decode("utf-8", errors="replace")
    try:
        profile = service.upload(text)
    except (ProfileInvalid, ValueError, TypeError) as exc:
        raise HTTPBadRequest(json_body={"error": str(exc)})
    return {"station_id": profile.station_id, "sensors": len(profile.sensors)}


def main(global_config, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("station_profile", "/stations/profile")
        config.scan()
        return config.make_wsgi_app()
