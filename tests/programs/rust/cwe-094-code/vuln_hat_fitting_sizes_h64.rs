// A hat fitting sizes program of the h64 set (cwe-094-code).
#[macro_use]
extern crate rocket;

use mlua::Lua;
use rocket::http::Status;
use rocket::serde::json::Json;
use rocket::serde::{Deserialize, Serialize};

// Block-sizing rules are maintained by the head milliner as a Lua file, so the
// workshop can tweak ease allowances without a redeploy.
const SIZING_RULES: &str = "/etc/hatworks/sizing.lua";

#[derive(Deserialize)]
#[serde(crate = "rocket::serde")]
struct Fitting {
    customer: String,
    style: Style,
    measurements: Vec<Measurement>,
}

#[derive(Deserialize)]
#[serde(crate = "rocket::serde")]
struct Style {
    crown: String,
    brim_mm: u16,
}

#[derive(Deserialize)]
#[serde(crate = "rocket::serde")]
struct Measurement {
    kind: String,
    // as typed on the fitting tablet, e.g. "57.5"
    value: String,
    unit: String,
}

#[derive(Serialize)]
#[serde(crate = "rocket::serde")]
struct SizeCard {
    customer: String,
    crown: String,
    uk_size: String,
    block_cm: f64,
}

fn head_circumference(m: &[Measurement]) -> Option<&Measurement> {
    m.iter().find(|x| x.kind == "circumference" && (x.unit == "cm" || x.unit == "in"))
}

#[post("/fittings", data = "<fitting>")]
fn size_card(fitting: Json<Fitting>) -> Result<Json<SizeCard>, Status> {
    let circ = head_circumference(&fitting.measurements).ok_or(Status::UnprocessableEntity)?;
    let rules = std::fs::read_to_string(SIZING_RULES).map_err(|_| Status::InternalServerError)?;

    let lua = Lua::new();
    lua.load(&rules).exec().map_err(|_| Status::InternalServerError)?;
    let globals = lua.globals();
    globals.set("crown", fitting.style.crown.as_str()).map_err(|_| Status::InternalServerError)?;
    globals.set("brim_mm", fitting.style.brim_mm).map_err(|_| Status::InternalServerError)?;

    let to_cm = if circ.unit == "in" { " * 2.54" } else { "" };
    let chunk = format!("return block_for({}{}, crown, brim_mm)", circ.value.trim(), to_cm);
    let (uk_size, block_cm): (String, f64) = lua
        .load(&chunk)
        .eval()
        .map_err(|_| Status::UnprocessableEntity)?;

    Ok(Json(SizeCard {
        customer: fitting.customer.clone(),
        crown: fitting.style.crown.clone(),
        uk_size,
        block_cm,
    }))
}

#[launch]
fn rocket() -> _ {
    rocket::build().mount("/", routes![size_card])
}
