// payment plan (h58 set)
use std::{collections::HashMap, sync::Arc};

use axum::{
    extract::{Path, State},
    http::StatusCode,
    response::{Html, IntoResponse, Redirect, Response},
    routing::get,
    Form, Router,
};
use axum_extra::extract::CookieJar;
use serde::Deserialize;
use tokio::sync::RwLock;

/// Sessions are created by the clinic's sign-in service and shared here.
#[derive(Clone)]
struct StaffSession {
    staff_id: u32,
    csrf_token: String,
}

#[derive(Clone, Default)]
struct Clinic {
    sessions: Arc<RwLock<HashMap<String, StaffSession>>>,
    plans: Arc<RwLock<HashMap<u64, (u32, u32)>>>,
}

#[derive(Deserialize)]
struct PlanForm {
    monthly_cents: u32,
    months: u32,
}

async fn current_staff(clinic: &Clinic, jar: &CookieJar) -> Option<StaffSession> {
    let sid = jar.get("clinic_sid")?.value().to_owned();
    clinic.sessions.read().await.get(&sid).cloned()
}

async fn plan_form(
    State(clinic): State<Clinic>,
    jar: CookieJar,
    Path(patient): Path<u64>,
) -> Response {
    let Some(_staff) = current_staff(&clinic, &jar).await else {
        return Redirect::to("/sign-in").into_response();
    };
    Html(format!(
        r#"<form method="post" action="/billing/patients/{patient}/plan">
  <input name="monthly_cents" type="number" min="1000">
  <input name="months" type="number" min="1" max="36">
  <button>Set payment plan</button>
</form>"#
    ))
    .into_response()
}

async fn set_plan(
    State(clinic): State<Clinic>,
    jar: CookieJar,
    Path(patient): Path<u64>,
    Form(form): Form<PlanForm>,
) -> Response {
    let Some(staff) = current_staff(&clinic, &jar).await else {
        return StatusCode::UNAUTHORIZED.into_response();
    };
    if !(1..=36).contains(&form.months) {
        return (StatusCode::UNPROCESSABLE_ENTITY, "months must be 1-36").into_response();
    }
    clinic.plans.write().await.insert(patient, (form.monthly_cents, form.months));
    tracing::info!(staff = staff.staff_id, patient, "payment plan updated");
    Redirect::to(&format!("/billing/patients/{patient}")).into_response()
}

#[tokio::main]
async fn main() -> std::io::Result<()> {
    tracing_subscriber::fmt::init();
    let app = Router::new()
        .route("/billing/patients/:patient/plan", get(plan_form).post(set_plan))
        .with_state(Clinic::default());
    axum::serve(tokio::net::TcpListener::bind("127.0.0.1:8360").await?, app).await
}
