// axum handler reading a file of a project folder
use axum::extract::Query;
use axum::http::StatusCode;
use serde::Deserialize;

#[derive(Deserialize)]
struct FileRef {
    project: Option<String>,
    name: Option<String>,
}

async fn project_file(Query(q): Query<FileRef>) -> Result<String, StatusCode> {
    match (q.project, q.name) {
        (Some(project), Some(name)) if project.chars().all(|c| c.is_ascii_alphanumeric()) => {
            std::fs::read_to_string(format!("/srv/projects/{}/{}", project, name)).map_err(|_| StatusCode::NOT_FOUND)
        }
        _ => Err(StatusCode::BAD_REQUEST),
    }
}
