// Online game community site: public player profile page with a markdown biography.
use askama::Template;
use axum::{extract::{Path, State}, http::StatusCode, response::Html};
use pulldown_cmark::{html, Options, Parser};
use sqlx::PgPool;

#[derive(sqlx::FromRow)]
pub struct PlayerRecord {
    pub handle: String,
    pub level: i32,
    pub bio_markdown: String,
}

#[derive(Template)]
#[template(
    source = "<h1>{{ handle }}</h1><p>Level {{ level }}</p><section class=\"bio\">{{ bio_html|safe }}</section>",
    ext = "html"
)]
pub struct ProfileView {
    pub handle: String,
    pub level: i32,
    pub bio_html: String,
}

pub struct MarkdownRenderer;

impl MarkdownRenderer {
    pub fn render(&self, md: &str) -> String {
        let parser = Parser::new_ext(md, Options::ENABLE_STRIKETHROUGH | Options::ENABLE_TABLES);
        let mut out = String::with_capacity(md.len() * 2);
        html::push_html(&mut out, parser);
        out
    }
}

pub struct ProfileService {
    pub db: PgPool,
    pub renderer: MarkdownRenderer,
}

impl ProfileService {
    pub async fn view(&self, handle: &str) -> Result<ProfileView, sqlx::Error> {
        let rec: PlayerRecord = sqlx::query_as("SELECT handle, level, bio_markdown FROM players WHERE handle = $1")
            .bind(handle)
            .fetch_one(&self.db)
            .await?;
        Ok(ProfileView {
            bio_html: self.renderer.render(&rec.bio_markdown),
            handle: rec.handle,
            level: rec.level,
        })
    }
}

pub async fn player_profile(
    State(svc): State<std::sync::Arc<ProfileService>>,
    Path(handle): Path<String>,
) -> Result<Html<String>, StatusCode> {
    let view = svc.view(&handle).await.map_err(|_| StatusCode::NOT_FOUND)?;
    view.render().map(Html).map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)
}

#[derive(serde::Deserialize)]
pub struct BioUpdate { pub handle: String, pub bio_markdown: String }

pub async fn update_bio(State(svc): State<std::sync::Arc<ProfileService>>, axum::Json(u): axum::Json<BioUpdate>) -> StatusCode {
    let res = sqlx::query("UPDATE players SET bio_markdown = $1 WHERE handle = $2")
        .bind(&u.bio_markdown).bind(&u.handle).execute(&svc.db).await;
    if res.is_ok() { StatusCode::NO_CONTENT } else { StatusCode::INTERNAL_SERVER_ERROR }
}
