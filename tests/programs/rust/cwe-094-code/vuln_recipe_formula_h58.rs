// recipe formula (h58 set)
use actix_web::{error, post, web, App, HttpServer, Responder};
use mlua::Lua;
use serde::{Deserialize, Serialize};

/// Brewers can try their own calculation for a batch, e.g.
/// "(og - fg) * 131.25" for ABV or "ibu / ((og - 1) * 1000)" for BU:GU.
#[derive(Deserialize)]
struct FormulaRequest {
    formula: String,
    og: f64,
    fg: f64,
    ibu: f64,
    srm: f64,
}

#[derive(Serialize)]
struct FormulaResult {
    formula: String,
    value: f64,
}

fn evaluate(req: &FormulaRequest) -> mlua::Result<f64> {
    let lua = Lua::new();
    let globals = lua.globals();
    [("og", req.og), ("fg", req.fg), ("ibu", req.ibu), ("srm", req.srm)]
        .into_iter()
        .try_for_each(|(name, value)| globals.set(name, value))?;

    lua.load(format!("return {}", req.formula))
        .set_name("recipe_formula")
        .eval::<f64>()
}

#[post("/recipes/formula")]
async fn run_formula(req: web::Json<FormulaRequest>) -> actix_web::Result<impl Responder> {
    let req = req.into_inner();
    let value = web::block(move || evaluate(&req).map(|v| (req.formula, v)))
        .await?
        .map_err(|e| error::ErrorUnprocessableEntity(e.to_string()))?;
    Ok(web::Json(FormulaResult {
        formula: value.0,
        value: value.1,
    }))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    HttpServer::new(|| App::new().service(run_formula))
        .workers(2)
        .bind(("127.0.0.1", 8330))?
        .run()
        .await
}
