// Pushes approved weekly timesheets (hours, rates, employee ids) from the rostering service to the HR payroll gateway.
use std::time::Duration;

use reqwest::Client;
use serde::Serialize;

const HR_GATEWAY_BASE: &str = "http://hr-gateway.corp.example:8080/api/v3";

#[derive(Serialize)]
pub struct TimesheetLine {
    pub employee_id: String,
    pub iso_week: String,
    pub regular_hours: f32,
    pub overtime_hours: f32,
    pub hourly_rate_cents: u32,
}

pub struct HrGateway {
    client: Client,
    base: String,
    api_key: String,
}

impl HrGateway {
    pub fn new(api_key: String) -> reqwest::Result<Self> {
        let client = Client::builder()
            .timeout(Duration::from_secs(30))
            .pool_idle_timeout(Duration::from_secs(90))
            .build()?;
        Ok(Self { client, base: HR_GATEWAY_BASE.to_string(), api_key })
    }

    fn endpoint(&self, path: &str) -> String {
        format!("{}/{}", self.base.trim_end_matches('/'), path.trim_start_matches('/'))
    }

    pub async fn push_week(&self, lines: &[TimesheetLine]) -> reqwest::Result<u64> {
        let mut accepted = 0;
        for chunk in lines.chunks(200) {
            let resp = self
                .client
                .post(self.endpoint("timesheets/batch"))
                .header("X-Api-Key", &self.api_key)
                .json(chunk)
                .send()
                .await?
                .error_for_status()?;
            accepted += resp.json::<serde_json::Value>().await?["accepted"].as_u64().unwrap_or(0);
        }
        Ok(accepted)
    }
}
