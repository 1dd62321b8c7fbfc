// ^[a-z]+|[0-9]+$ parses as (^[a-z]+)|([0-9]+$), so "a<script>alert(1)</script>" passes into the HTML.
use axum::{extract::Query, http::StatusCode, response::Html};
use regex::Regex;
use std::collections::HashMap;

async fn tag(Query(q): Query<HashMap<String, String>>) -> Result<Html<String>, StatusCode> {
    let tag = q.get("tag").cloned().unwrap_or_default();
    let re = Regex::new(r"^[a-z]+|[0-9]+$").unwrap();
    if !re.is_match(&tag) {
        return Err(StatusCode::BAD_REQUEST);
    }
    Ok(Html(format!("<h2>Tag: {}</h2>", tag)))
}
