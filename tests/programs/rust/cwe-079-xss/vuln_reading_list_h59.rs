// Public library: Lambda that renders the staff-picks reading list page, filtered by theme.
use aws_sdk_dynamodb::types::AttributeValue;
use lambda_http::{run, service_fn, Body, Error, Request, RequestExt, Response};
use maud::{html, Markup, PreEscaped, DOCTYPE};
use std::sync::Arc;

#[derive(Debug)]
struct Pick {
    title: String,
    author: String,
    branch: String,
}

struct PicksRepository {
    dynamo: aws_sdk_dynamodb::Client,
    table: String,
}

impl PicksRepository {
    async fn by_theme(&self, theme: &str) -> Result<Vec<Pick>, aws_sdk_dynamodb::Error> {
        let out = self
            .dynamo
            .query()
            .table_name(&self.table)
            .key_condition_expression("theme = :t")
            .expression_attribute_values(":t", AttributeValue::S(theme.to_lowercase()))
            .send()
            .await?;
        let text = |item: &std::collections::HashMap<String, AttributeValue>, k: &str| {
            item.get(k).and_then(|v| v.as_s().ok()).cloned().unwrap_or_default()
        };
        Ok(out
            .items()
            .iter()
            .map(|i| Pick { title: text(i, "title"), author: text(i, "author"), branch: text(i, "branch") })
            .collect())
    }
}

struct PicksPage;

impl PicksPage {
    fn render(&self, theme: &str, picks: &[Pick]) -> Markup {
        html! {
            (DOCTYPE)
            html {
                head { title { "Staff picks" } }
                body {
                    h1 { (PreEscaped(format!("Staff picks: <em>{}</em>", theme))) }
                    @if picks.is_empty() {
                        p { "No picks for this theme yet." }
                    }
                    ul {
                        @for p in picks {
                            li { strong { (p.title) } " by " (p.author) " — at " (p.branch) }
                        }
                    }
                }
            }
        }
    }
}

struct PicksService {
    repo: PicksRepository,
    page: PicksPage,
}

async fn handle(service: Arc<PicksService>, event: Request) -> Result<Response<Body>, Error> {
    let params = event.query_string_parameters();
    let theme = params.first("theme").unwrap_or("new arrivals").to_string();
    let picks = service.repo.by_theme(&theme).await?;
    let markup = service.page.render(&theme, &picks);
    Ok(Response::builder()
        .status(200)
        .header("content-type", "text/html; charset=utf-8")
        .body(Body::from(markup.into_string()))?)
}

#[tokio::main]
async fn main() -> Result<(), Error> {
    let config = aws_config::load_defaults(aws_config::BehaviorVersion::latest()).await;
    let service = Arc::new(PicksService {
        repo: PicksRepository { dynamo: aws_sdk_dynamodb::Client::new(&config), table: std::env::var("PICKS_TABLE")? },
        page: PicksPage,
    });
    run(service_fn(move |event: Request| {
        let service = Arc::clone(&service);
        async move { handle(service, event).await }
    }))
    .await
}
