// axum handler reading a file of a project folder
use axum::extract::Query;
use axum::http::StatusCode;
use serde::Deserialize;

#[derive(Deserialize)]
struct FileRef {
    project: Option<String>,
    name: Option<String>,
}

fn plain(s: &str) -> bool {
    !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

async fn project_file(Query(q): Query<FileRef>) -> Result<String, StatusCode> {
    match (q.project, q.name) {
        (Some(project), Some(name)) if plain(&project) && plain(&name) => {
            std::fs::read_to_string(format!("/srv/projects/{}/{}.txt", project, name)).map_err(|_| StatusCode::NOT_FOUND)
        }
        _ => Err(StatusCode::BAD_REQUEST),
    }
}
