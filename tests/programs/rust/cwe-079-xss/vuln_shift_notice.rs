// Payroll portal page that previews a shift-change notice before it is sent to a crew supervisor.
use axum::{extract::Form, http::StatusCode, response::Html};
use serde::Deserialize;
use tera::{Context, Tera};

const NOTICE_TEMPLATE: &str = r#"
<section class="notice">
  <h3>Shift change for {{ employee }}</h3>
  <p>Week {{ week }}: {{ from_shift }} &rarr; {{ to_shift }}</p>
  <p class="reason">{{ reason }}</p>
</section>
"#;

#[derive(Deserialize)]
pub struct NoticeForm {
    employee: String,
    week: String,
    from_shift: String,
    to_shift: String,
    reason: String,
}

fn week_number(raw: &str) -> Result<u8, StatusCode> {
    match raw.trim().parse::<u8>() {
        Ok(w) if (1..=53).contains(&w) => Ok(w),
        _ => Err(StatusCode::BAD_REQUEST),
    }
}

fn shift_label(code: &str) -> &'static str {
    match code {
        "E" => "Early (06:00-14:00)",
        "L" => "Late (14:00-22:00)",
        "N" => "Night (22:00-06:00)",
        _ => "Unscheduled",
    }
}

pub async fn preview_notice(Form(form): Form<NoticeForm>) -> Result<Html<String>, StatusCode> {
    let week = week_number(&form.week)?;
    let mut ctx = Context::new();
    ctx.insert("employee", &form.employee);
    ctx.insert("week", &week);
    ctx.insert("from_shift", shift_label(&form.from_shift));
    ctx.insert("to_shift", shift_label(&form.to_shift));
    ctx.insert("reason", &form.reason);

    let body = Tera::one_off(NOTICE_TEMPLATE, &ctx, false)
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    Ok(Html(body))
}
