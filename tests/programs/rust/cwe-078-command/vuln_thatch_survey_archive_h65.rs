// A thatch survey archive program of the h65 set (cwe-078-command).
// GraphQL API for the thatching crews. Surveyors photograph a roof, the photos
// land in <surveys_dir>/<surveyRef>/ and the office archives them before quoting.
use async_graphql::{Context, EmptySubscription, Object, Result, Schema, SimpleObject};
use async_graphql_axum::GraphQL;
use axum::{routing::post_service, Router};
use tokio::process::Command;

struct SurveyArchiver {
    surveys_dir: String,
    archives_dir: String,
}

impl SurveyArchiver {
    async fn archive(&self, survey_ref: &str) -> Result<String> {
        let target = format!("{}/{}.tar.gz", self.archives_dir, survey_ref);
        let script = format!("tar -czf {} -C {} {}", target, self.surveys_dir, survey_ref);
        let out = Command::new("sh").arg("-c").arg(&script).output().await?;
        if !out.status.success() {
            return Err(String::from_utf8_lossy(&out.stderr).into_owned().into());
        }
        Ok(target)
    }
}

fn valid_survey_ref(value: &str) -> bool {
    !value.is_empty() && value.len() <= 32 && !value.contains(char::is_whitespace)
}

#[derive(SimpleObject)]
struct ArchiveResult {
    survey_ref: String,
    archive_path: String,
}

struct QueryRoot;

#[Object]
impl QueryRoot {
    async fn service_version(&self) -> &'static str {
        env!("CARGO_PKG_VERSION")
    }
}

struct MutationRoot;

#[Object]
impl MutationRoot {
    /// Packs the roof survey photos so they can be attached to the quote.
    async fn archive_survey(&self, ctx: &Context<'_>, survey_ref: String) -> Result<ArchiveResult> {
        if !valid_survey_ref(&survey_ref) {
            return Err("survey reference is not valid".into());
        }
        let archiver = ctx.data::<SurveyArchiver>()?;
        let archive_path = archiver.archive(&survey_ref).await?;
        Ok(ArchiveResult { survey_ref, archive_path })
    }
}

#[tokio::main]
async fn main() {
    let archiver = SurveyArchiver {
        surveys_dir: std::env::var("SURVEYS_DIR").unwrap_or_else(|_| "/srv/thatch/surveys".into()),
        archives_dir: std::env::var("ARCHIVES_DIR").unwrap_or_else(|_| "/srv/thatch/archives".into()),
    };
    let schema = Schema::build(QueryRoot, MutationRoot, EmptySubscription)
        .data(archiver)
        .finish();

    let app = Router::new().route("/graphql", post_service(GraphQL::new(schema)));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8000").await.expect("bind");
    axum::serve(listener, app).await.expect("server");
}
