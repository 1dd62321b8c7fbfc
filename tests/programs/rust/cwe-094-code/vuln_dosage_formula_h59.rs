// Pharmacy clinical tools: Lambda that computes a paediatric dose from a weight-based formula.
use aws_lambda_events::apigw::{ApiGatewayProxyRequest, ApiGatewayProxyResponse};
use aws_lambda_events::encodings::Body;
use lambda_runtime::{run, service_fn, Error, LambdaEvent};
use mlua::Lua;
use serde::{Deserialize, Serialize};

#[derive(Debug, Deserialize)]
struct DoseRequest {
    drug_code: String,
    weight_kg: f64,
    age_months: u32,
    /// formula as shown on the formulary card, e.g. "weight_kg * 15"
    formula: String,
}

#[derive(Debug, Serialize)]
struct DoseResponse {
    drug_code: String,
    dose_mg: f64,
    capped: bool,
}

struct FormulaEngine {
    lua: Lua,
}

impl FormulaEngine {
    fn new() -> Self {
        Self { lua: Lua::new() }
    }

    fn evaluate(&self, req: &DoseRequest) -> mlua::Result<f64> {
        let globals = self.lua.globals();
        globals.set("weight_kg", req.weight_kg)?;
        globals.set("age_months", req.age_months)?;
        let chunk = format!("return {}", req.formula);
        self.lua.load(&chunk).set_name("dose_formula").eval::<f64>()
    }
}

struct DoseService {
    engine: FormulaEngine,
    max_single_dose_mg: f64,
}

impl DoseService {
    fn calculate(&self, req: DoseRequest) -> Result<DoseResponse, String> {
        if !(0.5..=150.0).contains(&req.weight_kg) {
            return Err("weight out of range".into());
        }
        let raw = self.engine.evaluate(&req).map_err(|e| e.to_string())?;
        let capped = raw > self.max_single_dose_mg;
        Ok(DoseResponse {
            drug_code: req.drug_code,
            dose_mg: raw.min(self.max_single_dose_mg),
            capped,
        })
    }
}

fn respond(status: i64, body: String) -> ApiGatewayProxyResponse {
    ApiGatewayProxyResponse { status_code: status, body: Some(Body::Text(body)), ..Default::default() }
}

async fn handler(event: LambdaEvent<ApiGatewayProxyRequest>) -> Result<ApiGatewayProxyResponse, Error> {
    let Some(body) = event.payload.body else {
        return Ok(respond(400, "{\"error\":\"empty body\"}".into()));
    };
    let req: DoseRequest = serde_json::from_str(&body)?;
    let service = DoseService { engine: FormulaEngine::new(), max_single_dose_mg: 1000.0 };
    match service.calculate(req) {
        Ok(resp) => Ok(respond(200, serde_json::to_string(&resp)?)),
        Err(msg) => Ok(respond(422, serde_json::json!({ "error": msg }).to_string())),
    }
}

#[tokio::main]
async fn main() -> Result<(), Error> {
    run(service_fn(handler)).await
}
