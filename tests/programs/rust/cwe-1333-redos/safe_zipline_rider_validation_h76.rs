// A canyon zipline park rider check-in validation program of the h76 set (cwe-1333-redos).
use std::collections::HashMap;
use std::sync::Arc;

use axum::{extract::State, http::StatusCode, routing::post, Form, Json, Router};
use regex::Regex;
use serde::Deserialize;

trait FieldRule: Send + Sync {
    fn check(&self, value: &str) -> Result<(), String>;
}

struct LengthRule {
    min: usize,
    max: usize,
}

impl FieldRule for LengthRule {
    fn check(&self, value: &str) -> Result<(), String> {
        let len = value.chars().count();
        if len < self.min || len > self.max {
            return Err(format!("must be {}-{} characters", self.min, self.max));
        }
        Ok(())
    }
}

struct PatternRule {
    regex: Regex,
    message: &'static str,
}

impl PatternRule {
    fn new(pattern: &str, message: &'static str) -> Self {
        let regex = Regex::new(pattern).expect("rider form pattern");
        Self { regex, message }
    }
}

impl FieldRule for PatternRule {
    fn check(&self, value: &str) -> Result<(), String> {
        if self.regex.is_match(value) {
            Ok(())
        } else {
            Err(self.message.to_string())
        }
    }
}

struct RiderForm {
    rules: HashMap<&'static str, Vec<Box<dyn FieldRule>>>,
}

impl RiderForm {
    fn new() -> Self {
        let mut rules: HashMap<&'static str, Vec<Box<dyn FieldRule>>> = HashMap::new();
        rules.insert(
            "full_name",
            vec![Box::new(PatternRule::new(
                r"^([A-Za-z]+[ '\-]?)+$",
                "letters, spaces, apostrophes and hyphens only",
            ))],
        );
        rules.insert(
            "emergency_phone",
            vec![
                Box::new(LengthRule { min: 7, max: 20 }),
                Box::new(PatternRule::new(r"^\+?[0-9 ]+$", "digits only")),
            ],
        );
        Self { rules }
    }

    fn validate(&self, fields: &HashMap<String, String>) -> HashMap<String, String> {
        let mut errors = HashMap::new();
        for (field, rules) in &self.rules {
            let value = fields.get(*field).map(String::as_str).unwrap_or_default();
            if let Some(Err(message)) = rules.iter().map(|r| r.check(value)).find(Result::is_err) {
                errors.insert(field.to_string(), message);
            }
        }
        errors
    }
}

#[derive(Deserialize)]
struct CheckIn {
    #[serde(flatten)]
    fields: HashMap<String, String>,
}

async fn check_in(
    State(form): State<Arc<RiderForm>>,
    Form(body): Form<CheckIn>,
) -> Result<StatusCode, (StatusCode, Json<HashMap<String, String>>)> {
    let errors = form.validate(&body.fields);
    if errors.is_empty() {
        Ok(StatusCode::CREATED)
    } else {
        Err((StatusCode::UNPROCESSABLE_ENTITY, Json(errors)))
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let app = Router::new()
        .route("/riders/check-in", post(check_in))
        .with_state(Arc::new(RiderForm::new()));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8075").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
