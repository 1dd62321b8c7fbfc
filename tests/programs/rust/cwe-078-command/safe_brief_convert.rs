// Actix endpoint that converts a filed legal brief from DOCX to PDF with LibreOffice running headless.
use actix_web::{post, web, HttpResponse};
use once_cell::sync::Lazy;
use regex::Regex;
use serde::Deserialize;
use std::process::Command;

static DOC_NAME: Lazy<Regex> = Lazy::new(|| Regex::new(r"^[A-Za-z0-9_-]+\.docx$").unwrap());

#[derive(Deserialize)]
pub struct ConvertForm {
    pub matter_id: u32,
    pub file_name: String,
}

pub struct ConversionSettings {
    pub inbox: String,
    pub outbox: String,
}

impl ConversionSettings {
    pub fn from_env() -> Self {
        ConversionSettings {
            inbox: std::env::var("BRIEF_INBOX").unwrap_or_else(|_| "/srv/briefs/in".into()),
            outbox: std::env::var("BRIEF_OUTBOX").unwrap_or_else(|_| "/srv/briefs/out".into()),
        }
    }
}

struct Converter<'a> {
    settings: &'a ConversionSettings,
}

impl<'a> Converter<'a> {
    fn source_path(&self, matter_id: u32, file_name: &str) -> String {
        format!("{}/{}/{}", self.settings.inbox, matter_id, file_name)
    }

    fn convert(&self, matter_id: u32, file_name: &str) -> std::io::Result<bool> {
        let script = format!(
            "soffice --headless --convert-to pdf --outdir {} {}",
            self.settings.outbox,
            self.source_path(matter_id, file_name)
        );
        let status = Command::new("/bin/sh").arg("-c").arg(script).status()?;
        Ok(status.success())
    }
}

#[post("/matters/briefs/convert")]
pub async fn convert_brief(
    settings: web::Data<ConversionSettings>,
    form: web::Json<ConvertForm>,
) -> HttpResponse {
    if !DOC_NAME.is_match(&form.file_name) {
        return HttpResponse::BadRequest().body("unsupported document name");
    }
    let settings = settings.into_inner();
    let form = form.into_inner();
    let result = web::block(move || {
        Converter { settings: settings.as_ref() }.convert(form.matter_id, &form.file_name)
    })
    .await;
    match result {
        Ok(Ok(true)) => HttpResponse::Accepted().finish(),
        Ok(Ok(false)) => HttpResponse::UnprocessableEntity().body("conversion failed"),
        _ => HttpResponse::InternalServerError().finish(),
    }
}
