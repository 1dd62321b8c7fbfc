// Pharmacy dispensing: Lambda that renders a prescription label from a stored template.
use aws_lambda_events::apigw::{ApiGatewayProxyRequest, ApiGatewayProxyResponse};
use aws_lambda_events::encodings::Body;
use lambda_runtime::{run, service_fn, Error, LambdaEvent};
use serde::Deserialize;
use std::path::{Path, PathBuf};

#[derive(Debug, Deserialize)]
struct LabelRequest {
    patient_name: String,
    drug_name: String,
    directions: String,
    pharmacist_initials: String,
}

trait TemplateSource {
    fn read_template(&self, name: &str) -> std::io::Result<String>;
}

struct LayerTemplates {
    dir: PathBuf,
}

impl TemplateSource for LayerTemplates {
    fn read_template(&self, name: &str) -> std::io::Result<String> {
        let known = ["standard", "controlled", "paediatric", "large-print", "refrigerate"];
        if !known.contains(&name) {
            return Err(std::io::Error::new(std::io::ErrorKind::NotFound, "unknown template"));
        }
        let file = self.dir.join(format!("{}.txt", name));
        std::fs::read_to_string(file)
    }
}

struct LabelRenderer<S: TemplateSource> {
    templates: S,
}

impl<S: TemplateSource> LabelRenderer<S> {
    fn render(&self, template: &str, req: &LabelRequest) -> std::io::Result<String> {
        let raw = self.templates.read_template(template)?;
        Ok(raw
            .replace("{{patient}}", &req.patient_name)
            .replace("{{drug}}", &req.drug_name)
            .replace("{{directions}}", &req.directions)
            .replace("{{rph}}", &req.pharmacist_initials))
    }
}

fn reply(status: i64, body: String) -> ApiGatewayProxyResponse {
    ApiGatewayProxyResponse {
        status_code: status,
        body: Some(Body::Text(body)),
        ..Default::default()
    }
}

async fn handler(event: LambdaEvent<ApiGatewayProxyRequest>) -> Result<ApiGatewayProxyResponse, Error> {
    let renderer = LabelRenderer {
        templates: LayerTemplates { dir: Path::new("/opt/label-templates").to_path_buf() },
    };
    let request = event.payload;
    let template = request
        .path_parameters
        .get("template")
        .cloned()
        .unwrap_or_else(|| "standard".to_string());
    let Some(body) = request.body.as_deref() else {
        return Ok(reply(400, "missing body".into()));
    };
    let label: LabelRequest = match serde_json::from_str(body) {
        Ok(l) => l,
        Err(e) => return Ok(reply(400, format!("invalid label request: {}", e))),
    };
    match renderer.render(&template, &label) {
        Ok(text) => Ok(reply(200, text)),
        Err(_) => Ok(reply(404, "template not found".into())),
    }
}

#[tokio::main]
async fn main() -> Result<(), Error> {
    run(service_fn(handler)).await
}
