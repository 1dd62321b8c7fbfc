// A tonewood photos program of the h68 set (cwe-022-path).
// luthiers: serves graded tonewood billet photos to the workshop's online stock browser
use std::path::{Component, Path, PathBuf};

use axum::{
    extract::{Path as UrlPath, State},
    http::{header, StatusCode},
    response::{IntoResponse, Response},
    routing::get,
    Json, Router,
};
use serde::Serialize;
use tokio::fs;

#[derive(Clone)]
struct Gallery {
    root: PathBuf,
}

#[derive(Debug, Clone, Copy, Serialize)]
#[serde(rename_all = "lowercase")]
enum Species {
    Spruce,
    Maple,
    Rosewood,
    Cedar,
}

impl Species {
    fn from_slug(slug: &str) -> Option<Self> {
        match slug.to_ascii_lowercase().as_str() {
            "spruce" | "fichte" => Some(Self::Spruce),
            "maple" => Some(Self::Maple),
            "rosewood" => Some(Self::Rosewood),
            "cedar" => Some(Self::Cedar),
            _ => None,
        }
    }

    fn folder(self) -> &'static str {
        match self {
            Self::Spruce => "spruce-alpine",
            Self::Maple => "maple-flamed",
            Self::Rosewood => "rosewood-indian",
            Self::Cedar => "cedar-western",
        }
    }
}

fn mime_for(path: &Path) -> &'static str {
    path.extension()
        .and_then(|ext| ext.to_str())
        .map_or("application/octet-stream", |ext| match ext {
            "jpg" | "jpeg" => "image/jpeg",
            "png" => "image/png",
            "webp" => "image/webp",
            _ => "application/octet-stream",
        })
}

async fn list_billets(
    State(Gallery { root }): State<Gallery>,
    UrlPath(species): UrlPath<String>,
) -> Result<Json<Vec<String>>, StatusCode> {
    let species = Species::from_slug(&species).ok_or(StatusCode::NOT_FOUND)?;
    let mut entries = fs::read_dir(root.join(species.folder()))
        .await
        .map_err(|_| StatusCode::NOT_FOUND)?;

    let mut names = Vec::new();
    while let Ok(Some(entry)) = entries.next_entry().await {
        if let Some(name) = entry.file_name().to_str().filter(|n| !n.starts_with('.')) {
            names.push(name.to_owned());
        }
    }
    names.sort_unstable();
    Ok(Json(names))
}

async fn billet_photo(
    State(Gallery { root }): State<Gallery>,
    UrlPath((species, photo)): UrlPath<(String, String)>,
) -> Result<Response, StatusCode> {
    let Some(species) = Species::from_slug(&species) else {
        return Err(StatusCode::NOT_FOUND);
    };

    let relative = Path::new(&photo);
    if !relative
        .components()
        .all(|part| matches!(part, Component::Normal(_)))
    {
        return Err(StatusCode::BAD_REQUEST);
    }

    let full = root.join(species.folder()).join(relative);
    let bytes = fs::read(&full).await.map_err(|_| StatusCode::NOT_FOUND)?;
    Ok(([(header::CONTENT_TYPE, mime_for(&full))], bytes).into_response())
}

#[tokio::main]
async fn main() -> std::io::Result<()> {
    let root = std::env::var("TONEWOOD_GALLERY")
        .map(PathBuf::from)
        .unwrap_or_else(|_| PathBuf::from("/srv/tonewood/photos"));

    let app = Router::new()
        .route("/billets/:species", get(list_billets))
        .route("/billets/:species/:photo", get(billet_photo))
        .with_state(Gallery { root });

    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await?;
    axum::serve(listener, app).await
}
