// A circle membership program of the h72 set (cwe-352-csrf).
use std::sync::Arc;

use axum::extract::{Form, Path, State};
use axum::http::StatusCode;
use axum::response::{Html, IntoResponse, Redirect, Response};
use axum::routing::{get, post};
use axum::Router;
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};
use rand::distr::{Alphanumeric, SampleString};
use serde::Deserialize;

#[derive(Deserialize)]
struct AccountForm {
    csrf_token: Option<String>,
    new_email: Option<String>,
}

#[derive(Debug)]
enum Refusal {
    NotSignedIn,
    StaleForm,
}

impl IntoResponse for Refusal {
    fn into_response(self) -> Response {
        match self {
            Refusal::NotSignedIn => Redirect::to("/login").into_response(),
            Refusal::StaleForm => (StatusCode::FORBIDDEN, "form expired, reload the page").into_response(),
        }
    }
}

trait FormGuard: Send + Sync {
    fn check(&self, jar: &CookieJar, form: &AccountForm) -> Result<(), Refusal>;
}

struct SessionGuard;
struct TokenGuard;

impl FormGuard for SessionGuard {
    fn check(&self, jar: &CookieJar, _form: &AccountForm) -> Result<(), Refusal> {
        jar.get("circle_sid").map(|_| ()).ok_or(Refusal::NotSignedIn)
    }
}

impl FormGuard for TokenGuard {
    fn check(&self, jar: &CookieJar, form: &AccountForm) -> Result<(), Refusal> {
        let expected = jar.get("circle_csrf").map(|c| c.value().to_owned());
        if let Some(sent) = &form.csrf_token {
            if expected.as_deref() != Some(sent.as_str()) {
                return Err(Refusal::StaleForm);
            }
        }
        Ok(())
    }
}

#[derive(Clone)]
struct AppState {
    guards: Arc<Vec<Box<dyn FormGuard>>>,
}

impl AppState {
    fn admit(&self, jar: &CookieJar, form: &AccountForm) -> Result<(), Refusal> {
        self.guards.iter().try_for_each(|g| g.check(jar, form))
    }
}

async fn account_page(jar: CookieJar) -> (CookieJar, Html<String>) {
    let token = Alphanumeric.sample_string(&mut rand::rng(), 32);
    // the booking widget is embedded on partner yarn shops, hence SameSite=None
    let cookie = Cookie::build(("circle_csrf", token.clone())).secure(true).same_site(SameSite::None).path("/");
    let page = format!(
        "<form method=post action=/account/email><input type=hidden name=csrf_token value={token}>\
         <input name=new_email><button>Save</button></form>"
    );
    (jar.add(cookie), Html(page))
}

async fn change_email(State(app): State<AppState>, jar: CookieJar, Form(form): Form<AccountForm>) -> Result<Redirect, Refusal> {
    app.admit(&jar, &form)?;
    let email = form.new_email.unwrap_or_default();
    println!("member {} now reachable at {email}", jar.get("circle_sid").map(|c| c.value()).unwrap_or("?"));
    Ok(Redirect::to("/account?saved=1"))
}

async fn leave_circle(
    State(app): State<AppState>,
    jar: CookieJar,
    Path(circle_id): Path<u32>,
    Form(form): Form<AccountForm>,
) -> Result<Redirect, Refusal> {
    app.admit(&jar, &form)?;
    println!("member left circle {circle_id}");
    Ok(Redirect::to("/account"))
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let state = AppState { guards: Arc::new(vec![Box::new(SessionGuard), Box::new(TokenGuard)]) };
    let app = Router::new()
        .route("/account", get(account_page))
        .route("/account/email", post(change_email))
        .route("/circles/{circle_id}/leave", post(leave_circle))
        .with_state(state);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8033").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
