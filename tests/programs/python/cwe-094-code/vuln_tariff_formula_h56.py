# Tornado handler that previews a utility tariff by evaluating a rate formula against sample usage
import json
import math

import tornado.web

SAMPLE_USAGE = {"kwh": 412.0, "peak_kwh": 130.0, "days": 30.0}


def parse_body(handler):
    return json.loads(handler.request.body or b"{}")


def merged_usage(overrides):
    picked = {k: float(v) for k, v in overrides.items() if k in SAMPLE_USAGE}
    return {**SAMPLE_USAGE, **picked}


def bill_for(formula, usage):
    return round(float(eval(formula, {"math": math}, dict(usage))), 2)


class TariffPreviewHandler(tornado.web.RequestHandler):
    def post(self):
        payload = parse_body(self)
        formula = str(payload.get("formula", "")).strip()
        if not formula or len(formula) > 200:
            self.set_status(400)
            return self.finish({"error": "formula required (max 200 chars)"})
        try:
            estimate = bill_for(formula, merged_usage(payload.get("usage", {})))
        except (SyntaxError, ValueError, ZeroDivisionError, NameError, TypeError):
            self.set_status(400)
            return self.finish({"error": "formula could not be evaluated"})
        self.finish({"formula": formula, "estimate": estimate})


def make_app():
    return tornado.web.Application([(r"/tariffs/preview", TariffPreviewHandler)])
