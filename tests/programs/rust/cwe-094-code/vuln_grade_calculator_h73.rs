// A grade calculator program of the h73 set (cwe-094-code).
use actix_web::{post, web, App, HttpResponse, HttpServer};
use mlua::Lua;
use regex::Regex;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

struct Formulas {
    // scale -> Lua expression over `rise` and `run`, maintained by the layout committee
    by_scale: HashMap<String, String>,
    number: Regex,
}

#[derive(Deserialize)]
struct SegmentInput {
    scale: String,
    /// measurements as typed on the workbench tablet, e.g. "12.5" or "12,5"
    rise_mm: String,
    run_mm: String,
}

#[derive(Serialize)]
struct GradeResult {
    scale: String,
    percent: f64,
    too_steep: bool,
}

fn normalise_measure(raw: &str) -> String {
    raw.trim().replace(',', ".").trim_end_matches("mm").trim().to_string()
}

#[post("/segments/grade")]
async fn grade(state: web::Data<Formulas>, body: web::Json<SegmentInput>) -> HttpResponse {
    let scale = body.scale.trim().to_ascii_uppercase();
    let Some(formula) = state.by_scale.get(&scale) else {
        return HttpResponse::BadRequest().body("unknown scale");
    };
    let rise = normalise_measure(&body.rise_mm);
    let run = normalise_measure(&body.run_mm);
    if !state.number.is_match(&rise) || !state.number.is_match(&run) {
        return HttpResponse::BadRequest().body("measurements must be numbers");
    }

    let lua = Lua::new();
    let chunk = format!("local rise = {rise}\nlocal run = {run}\nreturn {formula}");
    let percent: f64 = match lua.load(&chunk).set_name("grade").eval() {
        Ok(v) => v,
        Err(e) => return HttpResponse::UnprocessableEntity().body(format!("could not evaluate: {e}")),
    };

    HttpResponse::Ok().json(GradeResult {
        too_steep: percent > 3.0,
        percent: (percent * 100.0).round() / 100.0,
        scale,
    })
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let by_scale = HashMap::from([
        ("HO".to_string(), "rise / run * 100".to_string()),
        ("N".to_string(), "rise / run * 100".to_string()),
        ("O".to_string(), "(rise - 1.5) / run * 100".to_string()),
        ("G".to_string(), "math.max(rise - 3, 0) / run * 100".to_string()),
    ]);
    let state = web::Data::new(Formulas {
        by_scale,
        number: Regex::new(r"\d+(\.\d+)?").unwrap(),
    });
    HttpServer::new(move || App::new().app_data(state.clone()).service(grade))
        .bind(("0.0.0.0", 8084))?
        .run()
        .await
}
