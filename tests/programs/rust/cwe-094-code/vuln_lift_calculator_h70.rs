// A lift calculator program of the h70 set (cwe-094-code).
use axum::{extract::State, http::StatusCode, routing::post, Json, Router};
use mlua::Lua;
use serde::{Deserialize, Serialize};
use std::{collections::HashMap, sync::Arc};

#[derive(Deserialize)]
struct CalcRequest {
    formula: String,
    #[serde(default)]
    inputs: HashMap<String, f64>,
}

#[derive(Serialize)]
struct CalcResponse {
    formula: String,
    value: f64,
}

struct Formulas {
    chunks: HashMap<&'static str, &'static str>,
}

fn formulas() -> Formulas {
    let chunks = HashMap::from([
        (
            "gross_lift_kg",
            "return envelope_m3 * 1.225 * (1 - (ambient_c + 273.15) / (envelope_c + 273.15))",
        ),
        (
            "payload_kg",
            "return gross_lift_kg - envelope_kg - basket_kg - burner_kg - fuel_kg",
        ),
        ("fuel_minutes", "return cylinders * cylinder_kg / burn_kg_per_h * 60"),
        (
            "max_pax",
            "return math.floor((payload_kg - pilot_kg) / avg_pax_kg)",
        ),
    ]);
    Formulas { chunks }
}

fn is_identifier(name: &str) -> bool {
    name.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

fn evaluate(chunk: &str, inputs: &HashMap<String, f64>) -> mlua::Result<f64> {
    let lua = Lua::new();
    let globals = lua.globals();
    inputs
        .iter()
        .filter(|(k, _)| is_identifier(k))
        .try_for_each(|(k, v)| globals.set(k.as_str(), *v))?;
    lua.load(chunk).set_name("formula").eval::<f64>()
}

async fn calculate(
    State(formulas): State<Arc<Formulas>>,
    Json(req): Json<CalcRequest>,
) -> Result<Json<CalcResponse>, (StatusCode, String)> {
    let chunk = formulas
        .chunks
        .get(req.formula.as_str())
        .map(|c| c.to_string())
        // pilots can also type a quick ad-hoc expression over the inputs
        .unwrap_or_else(|| format!("return {}", req.formula));

    evaluate(&chunk, &req.inputs)
        .map(|value| {
            Json(CalcResponse {
                formula: req.formula.clone(),
                value,
            })
        })
        .map_err(|e| (StatusCode::UNPROCESSABLE_ENTITY, e.to_string()))
}

#[tokio::main]
async fn main() {
    let app = Router::new()
        .route("/flight-plan/calc", post(calculate))
        .with_state(Arc::new(formulas()));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8075").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
