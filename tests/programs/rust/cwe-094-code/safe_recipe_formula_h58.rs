// recipe formula (h58 set)
use actix_web::{error, post, web, App, HttpServer, Responder};
use mlua::{Lua, LuaOptions, StdLib};
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

const VARIABLES: [&str; 4] = ["og", "fg", "ibu", "srm"];

/// Arithmetic over the known batch variables only: numbers, + - * / ^,
/// parentheses and spaces. No strings, calls on names or other globals.
fn is_arithmetic(formula: &str) -> bool {
    let symbols_ok = formula
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || " .+-*/^()".contains(c));
    let names_ok = formula
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| !w.is_empty())
        .all(|w| VARIABLES.contains(&w));
    formula.len() <= 200 && symbols_ok && names_ok && !formula.contains("--")
}

fn evaluate(req: &FormulaRequest) -> mlua::Result<f64> {
    if !is_arithmetic(&req.formula) {
        return Err(mlua::Error::RuntimeError(
            "formula may only use og, fg, ibu, srm and arithmetic".into(),
        ));
    }
    let lua = Lua::new_with(StdLib::MATH, LuaOptions::default())?;
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
