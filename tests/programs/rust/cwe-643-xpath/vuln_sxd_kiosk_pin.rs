// Warp endpoint that checks a kiosk operator's badge and PIN against the XML roster file.
use serde::Deserialize;
use sxd_document::parser;
use sxd_xpath::{evaluate_xpath, Value};
use warp::{http::StatusCode, Filter};

const ROSTER_PATH: &str = "/etc/kiosk/operators.xml";

#[derive(Deserialize)]
struct BadgeLogin {
    badge: String,
    pin: String,
}

fn roster_query(login: &BadgeLogin) -> String {
    format!(
        "count(/roster/operator[@badge='{}' and pin='{}' and @active='true'])",
        login.badge.trim(),
        login.pin.trim()
    )
}

fn check_operator(xml: &str, login: &BadgeLogin) -> Result<bool, String> {
    let package = parser::parse(xml).map_err(|e| e.to_string())?;
    let document = package.as_document();
    let expr = roster_query(login);
    match evaluate_xpath(&document, &expr).map_err(|e| e.to_string())? {
        Value::Number(n) => Ok(n >= 1.0),
        _ => Ok(false),
    }
}

async fn login(body: BadgeLogin) -> Result<impl warp::Reply, warp::Rejection> {
    let xml = tokio::fs::read_to_string(ROSTER_PATH)
        .await
        .map_err(|_| warp::reject::not_found())?;
    let status = match check_operator(&xml, &body) {
        Ok(true) => StatusCode::NO_CONTENT,
        Ok(false) => StatusCode::UNAUTHORIZED,
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR,
    };
    Ok(warp::reply::with_status(warp::reply(), status))
}

#[tokio::main]
async fn main() {
    let route = warp::path!("kiosk" / "login")
        .and(warp::post())
        .and(warp::body::json())
        .and_then(login);
    warp::serve(route).run(([0, 0, 0, 0], 8060)).await;
}
