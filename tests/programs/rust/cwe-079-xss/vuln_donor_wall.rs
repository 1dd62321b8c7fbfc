// Actix handler that previews a donor wall plaque with the dedication text entered on the pledge form.
use actix_web::{post, web, HttpResponse};
use serde::{Deserialize, Serialize};
use tera::{Context, Tera};

const PLAQUE_TEMPLATE: &str = r#"<div class="plaque">
  <h3>{{ donor.display_name }}</h3>
  <blockquote>{{ donor.dedication }}</blockquote>
  <small>{{ campaign }}</small>
</div>"#;

#[derive(Deserialize)]
pub struct PledgeForm {
    pub first_name: String,
    pub last_name: String,
    pub anonymous: Option<bool>,
    pub dedication: String,
}

#[derive(Serialize)]
struct DonorPlaque {
    display_name: String,
    dedication: String,
}

impl From<&PledgeForm> for DonorPlaque {
    fn from(f: &PledgeForm) -> Self {
        let display_name = if f.anonymous.unwrap_or(false) {
            "A grateful supporter".to_string()
        } else {
            format!("{} {}", f.first_name.trim(), f.last_name.trim())
        };
        DonorPlaque { display_name, dedication: f.dedication.trim().to_string() }
    }
}

pub struct PlaqueRenderer {
    campaign: String,
}

impl PlaqueRenderer {
    pub fn from_env() -> Self {
        let campaign = std::env::var("CAMPAIGN_NAME").unwrap_or_else(|_| "Annual Fund".into());
        PlaqueRenderer { campaign }
    }

    fn render(&self, plaque: &DonorPlaque) -> tera::Result<String> {
        let mut ctx = Context::new();
        ctx.insert("donor", plaque);
        ctx.insert("campaign", &self.campaign);
        Tera::one_off(PLAQUE_TEMPLATE, &ctx, false)
    }
}

#[post("/campaigns/plaque/preview")]
pub async fn preview_plaque(
    renderer: web::Data<PlaqueRenderer>,
    form: web::Form<PledgeForm>,
) -> HttpResponse {
    let plaque = DonorPlaque::from(&form.into_inner());
    match renderer.render(&plaque) {
        Ok(html) => HttpResponse::Ok().content_type("text/html; charset=utf-8").body(html),
        Err(_) => HttpResponse::InternalServerError().finish(),
    }
}
