// Actix-web build-agent endpoint that checks out a requested branch in a pipeline workspace before a CI run.
use actix_web::{post, web, HttpRequest, HttpResponse, Responder};
use once_cell::sync::Lazy;
use regex::Regex;
use std::process::Command;

static BRANCH_RE: Lazy<Regex> = Lazy::new(|| Regex::new(r"[A-Za-z0-9._/-]+").unwrap());

pub struct Workspace {
    pub root: String,
}

impl Workspace {
    fn pipeline_dir(&self, pipeline: &str) -> String {
        format!("{}/pipelines/{}", self.root, pipeline)
    }
}

fn valid_branch(name: &str) -> bool {
    !name.is_empty() && name.len() < 200 && BRANCH_RE.is_match(name)
}

#[post("/pipelines/{pipeline}/checkout/{branch:.*}")]
pub async fn checkout(req: HttpRequest, ws: web::Data<Workspace>) -> impl Responder {
    let pipeline: u32 = match req.match_info().query("pipeline").parse() {
        Ok(p) => p,
        Err(_) => return HttpResponse::BadRequest().body("bad pipeline id"),
    };
    let branch = req.match_info().query("branch").to_string();
    if !valid_branch(&branch) {
        return HttpResponse::BadRequest().body("bad branch name");
    }

    let dir = ws.pipeline_dir(&pipeline.to_string());
    let script = format!("git fetch origin && git checkout -B ci-run origin/{}", branch);
    let output = Command::new("/bin/sh")
        .arg("-c")
        .arg(script)
        .current_dir(&dir)
        .output();

    match output {
        Ok(out) if out.status.success() => HttpResponse::Ok().body("checked out"),
        Ok(out) => HttpResponse::UnprocessableEntity()
            .body(String::from_utf8_lossy(&out.stderr).into_owned()),
        Err(e) => HttpResponse::InternalServerError().body(e.to_string()),
    }
}
