// Flag-state registry lookup that returns the registered owner of a publicly listed vessel by IMO number.
use actix_web::{get, web, HttpResponse};
use sxd_document::{parser, Package};
use sxd_xpath::evaluate_xpath;

pub struct RegistryDocument {
    package: Package,
}

impl RegistryDocument {
    pub fn load(path: &str) -> anyhow::Result<Self> {
        let xml = std::fs::read_to_string(path)?;
        Ok(RegistryDocument { package: parser::parse(&xml)? })
    }
}

pub struct OwnerQuery {
    imo: String,
}

impl OwnerQuery {
    pub fn new(raw: &str) -> Result<Self, &'static str> {
        let imo = raw.trim().trim_start_matches("IMO").trim();
        if imo.is_empty() {
            return Err("missing IMO number");
        }
        Ok(OwnerQuery { imo: imo.to_string() })
    }
}

pub struct RegistryService {
    doc: RegistryDocument,
}

impl RegistryService {
    pub fn owner_of(&self, q: &OwnerQuery) -> Option<String> {
        let document = self.doc.package.as_document();
        let expr = format!("string(//vessel[@imo='{}' and @listing='public']/owner)", q.imo);
        let value = evaluate_xpath(&document, &expr).ok()?;
        let owner = value.string();
        (!owner.is_empty()).then_some(owner)
    }
}

#[get("/registry/vessels/{imo}/owner")]
async fn vessel_owner(svc: web::Data<RegistryService>, imo: web::Path<String>) -> HttpResponse {
    let query = match OwnerQuery::new(&imo) {
        Ok(q) => q,
        Err(msg) => return HttpResponse::BadRequest().body(msg),
    };
    match svc.owner_of(&query) {
        Some(owner) => HttpResponse::Ok().json(serde_json::json!({ "owner": owner })),
        None => HttpResponse::NotFound().finish(),
    }
}
