// A strip logs program of the h70 set (cwe-078-command).
use actix_web::{post, web, App, HttpResponse, HttpServer, Responder};
use serde::Deserialize;
use std::collections::HashMap;
use std::path::PathBuf;
use std::process::Command;

#[derive(Deserialize)]
struct ConvertRequest {
    well_id: String,
    format: String,
    source: String,
}

type Recipe = Box<dyn Fn(&str, &str) -> Command + Send + Sync>;

struct Converters {
    inbox: PathBuf,
    outbox: PathBuf,
    recipes: HashMap<&'static str, Recipe>,
}

fn recipes() -> HashMap<&'static str, Recipe> {
    let mut m: HashMap<&'static str, Recipe> = HashMap::new();
    m.insert(
        "las",
        Box::new(|src, out| {
            let mut c = Command::new("/opt/striplog/bin/las2pdf");
            c.arg("--input").arg(src).arg("--output").arg(out);
            c
        }),
    );
    m.insert(
        "csv",
        Box::new(|src, out| {
            let mut c = Command::new("/opt/striplog/bin/csv2pdf");
            c.args(["--header", "auto", "--depth-unit", "m"]).arg(src).arg(out);
            c
        }),
    );
    m
}

fn plain_file_name(s: &str) -> bool {
    !s.is_empty()
        && !s.starts_with('.')
        && s.chars().all(|c| c.is_ascii_alphanumeric() || "-_.".contains(c))
}

#[post("/wells/convert")]
async fn convert(conv: web::Data<Converters>, req: web::Json<ConvertRequest>) -> impl Responder {
    let ConvertRequest { well_id, format, source } = req.into_inner();
    if !plain_file_name(&source) || !plain_file_name(&well_id) {
        return HttpResponse::BadRequest().body("bad file name");
    }

    let src = conv.inbox.join(&source).display().to_string();
    let out = conv.outbox.join(format!("{well_id}.pdf")).display().to_string();
    let fmt = format.to_lowercase();

    let mut cmd = match conv.recipes.get(fmt.as_str()) {
        Some(recipe) => recipe(&src, &out),
        // older logger models have to be exported as LAS or CSV first
        None => return HttpResponse::BadRequest().body("unsupported logger format"),
    };

    match web::block(move || cmd.output()).await {
        Ok(Ok(o)) if o.status.success() => HttpResponse::Ok().json(serde_json::json!({
            "well": well_id,
            "pdf": out,
        })),
        Ok(Ok(o)) => HttpResponse::UnprocessableEntity()
            .body(String::from_utf8_lossy(&o.stderr).into_owned()),
        _ => HttpResponse::InternalServerError().finish(),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let data = web::Data::new(Converters {
        inbox: PathBuf::from("/srv/drilling/inbox"),
        outbox: PathBuf::from("/srv/drilling/strip-logs"),
        recipes: recipes(),
    });
    HttpServer::new(move || App::new().app_data(data.clone()).service(convert))
        .bind(("0.0.0.0", 8081))?
        .run()
        .await
}
