# A thatch quote chalice program of the h65 set (cwe-094-code).
import ast
import math

from chalice import BadRequestError, Chalice

app = Chalice(app_name="thatch-quotes")

# Pounds per square metre laid, including spars and liggers.
MATERIAL_RATES = {"water_reed": 96.0, "long_straw": 88.0, "combed_wheat_reed": 92.0}
RIDGE_RATES = {"flush": 58.0, "block_cut": 74.0, "patterned": 95.0}


def parse_planes(raw: str):
    """Roof planes arrive as a list of [eaves length, rafter length] pairs in metres."""
    planes = ast.literal_eval(raw)
    if not isinstance(planes, (list, tuple)) or not planes or len(planes) > 12:
        raise BadRequestError("planes must be a list of 1 to 12 [length, rafter] pairs")
    cleaned = []
    for plane in planes:
        if not isinstance(plane, (list, tuple)) or len(plane) != 2:
            raise BadRequestError("each plane is [eaves length, rafter length]")
        length, rafter = (float(v) for v in plane)
        if not (0 < length <= 40 and 0 < rafter <= 15):
            raise BadRequestError("plane measurements look wrong")
        cleaned.append((length, rafter))
    return cleaned


@app.route("/quote", methods=["GET"])
def quote():
    params = app.current_request.query_params or {}
    material = params.get("material", "water_reed")
    ridge = params.get("ridge", "block_cut")
    if material not in MATERIAL_RATES or ridge not in RIDGE_RATES:
        raise BadRequestError("unknown material or ridge style")

    try:
        planes = parse_planes(params.get("planes", ""))
    except (SyntaxError, ValueError, TypeError):
        raise BadRequestError("planes could not be read")

    area = sum(length * rafter for length, rafter in planes)
    ridge_length = max(length for length, _ in planes)
    materials_and_labour = area * MATERIAL_RATES[material]
    ridge_cost = ridge_length * RIDGE_RATES[ridge]
    return {
        "material": material,
        "ridge": ridge,
        "area_m2": round(area, 1),
        "ridge_m": round(ridge_length, 1),
        "estimate_gbp": math.ceil((materials_and_labour + ridge_cost) / 50) * 50,
    }
