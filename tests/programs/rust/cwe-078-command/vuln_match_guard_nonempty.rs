// axum handler running a maintenance task on a named unit
use axum::extract::Query;
use serde::Deserialize;
use std::process::Command;

#[derive(Deserialize)]
struct Task {
    unit: Option<String>,
}

async fn restart(Query(t): Query<Task>) -> String {
    match t.unit {
        Some(u) if !u.is_empty() => {
            let out = Command::new("sh").arg("-c").arg(format!("systemctl restart {}", u)).output();
            format!("{:?}", out.map(|o| o.status))
        }
        _ => "no unit".to_string(),
    }
}
