// stamps the page title the user asked for onto a generated PDF
use axum::extract::Query;
use serde::Deserialize;
use std::process::Command;

#[derive(Deserialize)]
struct Params {
    title: String,
}

async fn stamp(Query(p): Query<Params>) -> String {
    let title = html_escape::encode_text(&p.title).to_string();
    let line = format!("pdftk /srv/out.pdf stamp /srv/bg.pdf output /srv/{}.pdf", title);
    let out = Command::new("sh").arg("-c").arg(line).output();
    match out {
        Ok(_) => "done".to_string(),
        Err(_) => "failed".to_string(),
    }
}
