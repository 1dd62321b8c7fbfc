// Actix-web endpoint that computes a custom report column for a batch of invoice rows.
use actix_web::{post, web, App, HttpResponse, HttpServer};
use mlua::Lua;
use serde::{Deserialize, Serialize};

#[derive(Deserialize)]
struct ColumnRequest {
    column: String,
    expression: String,
    rows: Vec<InvoiceRow>,
}

#[derive(Deserialize)]
struct InvoiceRow {
    amount: f64,
    tax_rate: f64,
}

#[derive(Serialize)]
struct ColumnResult {
    column: String,
    values: Vec<f64>,
}

fn builtin_expression(name: &str) -> Option<&'static str> {
    match name {
        "gross" => Some("amount * (1 + tax_rate)"),
        "tax" => Some("amount * tax_rate"),
        "net" => Some("amount"),
        _ => None,
    }
}

fn evaluate_column(expression: &str, rows: &[InvoiceRow]) -> mlua::Result<Vec<f64>> {
    let lua = Lua::new();
    let chunk = format!("return function(amount, tax_rate) return {} end", expression);
    let func: mlua::Function = lua.load(&chunk).set_name("report_column").eval()?;
    let mut out = Vec::with_capacity(rows.len());
    for row in rows {
        out.push(func.call::<_, f64>((row.amount, row.tax_rate))?);
    }
    Ok(out)
}

#[post("/reports/column")]
async fn compute(req: web::Json<ColumnRequest>) -> HttpResponse {
    let req = req.into_inner();
    if req.rows.len() > 10_000 {
        return HttpResponse::PayloadTooLarge().finish();
    }
    let Some(expression) = builtin_expression(&req.expression) else {
        return HttpResponse::BadRequest().body("unknown expression");
    };
    match evaluate_column(expression, &req.rows) {
        Ok(values) => HttpResponse::Ok().json(ColumnResult { column: req.column, values }),
        Err(e) => HttpResponse::UnprocessableEntity().body(e.to_string()),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    HttpServer::new(|| App::new().service(compute))
        .bind(("0.0.0.0", 8070))?
        .run()
        .await
}
