// the folder is quoted with shlex::try_quote, unwrapped, and put into a shell command line
use axum::{extract::Query, routing::get, Router};
use serde::Deserialize;
use std::process::Command;

#[derive(Deserialize)]
struct Listing {
    dir: String,
}

async fn list(Query(p): Query<Listing>) -> String {
    let dir = shlex::try_quote(&p.dir).unwrap();
    let out = Command::new("sh").arg("-c").arg(format!("ls -l {dir}")).output().unwrap();
    String::from_utf8_lossy(&out.stdout).into_owned()
}

pub fn app() -> Router {
    Router::new().route("/list", get(list))
}
