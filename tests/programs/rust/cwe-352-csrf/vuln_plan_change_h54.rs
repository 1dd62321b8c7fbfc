// Policyholder web form for switching home insurance coverage plans, authenticated by the session cookie.
use axum::{
    extract::State,
    http::StatusCode,
    response::{IntoResponse, Redirect, Response},
    routing::post,
    Extension, Form, Router,
};
use serde::Deserialize;
use sqlx::PgPool;

#[derive(Clone)]
pub struct PortalSession {
    pub holder_id: i64,
    pub csrf_token: String,
}

#[derive(Deserialize)]
struct PlanChange {
    policy_number: String,
    plan: String,
    csrf_token: String,
}

const PLANS: &[&str] = &["essential", "standard", "premier"];

fn request_token_ok(session: &PortalSession, submitted: &str) -> bool {
    let submitted = submitted.trim();
    !submitted.is_empty() && submitted.len() == session.csrf_token.len()
}

async fn change_plan(
    State(db): State<PgPool>,
    Extension(session): Extension<PortalSession>,
    Form(form): Form<PlanChange>,
) -> Response {
    if !request_token_ok(&session, &form.csrf_token) {
        return StatusCode::FORBIDDEN.into_response();
    }
    let Some(plan) = PLANS.iter().copied().find(|p| *p == form.plan) else {
        return StatusCode::UNPROCESSABLE_ENTITY.into_response();
    };
    let updated = sqlx::query("UPDATE policies SET plan = $1, updated_at = now() WHERE policy_number = $2 AND holder_id = $3")
        .bind(plan)
        .bind(&form.policy_number)
        .bind(session.holder_id)
        .execute(&db)
        .await;
    match updated {
        Ok(r) if r.rows_affected() == 1 => Redirect::to("/portal/policies?changed=1").into_response(),
        Ok(_) => StatusCode::NOT_FOUND.into_response(),
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
}

pub fn router(db: PgPool) -> Router {
    Router::new()
        .route("/portal/plan", post(change_plan))
        .layer(axum::middleware::from_fn(crate::auth::require_portal_session))
        .with_state(db)
}
