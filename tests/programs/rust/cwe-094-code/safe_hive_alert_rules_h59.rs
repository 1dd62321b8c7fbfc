// Beekeeping monitor: JetStream consumer that evaluates beekeepers' custom alert rules against hive metrics.
use async_nats::jetstream::{self, consumer::PullConsumer};
use futures::StreamExt;
use pyo3::prelude::*;
use pyo3::types::PyDict;
use serde::Deserialize;

#[derive(Debug, Deserialize)]
struct HiveMetrics {
    mite_drop_per_day: f64,
    brood_temp_c: f64,
    weight_change_kg: f64,
}

#[derive(Debug, Deserialize)]
struct RuleCheck {
    beekeeper_id: String,
    hive_id: String,
    /// condition typed into the mobile app, e.g. "mite_drop_per_day > 12"
    condition: String,
    metrics: HiveMetrics,
}

trait ConditionEvaluator {
    fn holds(&self, condition: &str, metrics: &HiveMetrics) -> Result<bool, String>;
}

struct PythonEvaluator;

impl ConditionEvaluator for PythonEvaluator {
    fn holds(&self, condition: &str, metrics: &HiveMetrics) -> Result<bool, String> {
        // the app only offers "<metric> <comparison> <number>"; rebuild the expression from those parts
        let parts: Vec<&str> = condition.split_whitespace().collect();
        let [metric, op, value] = parts.as_slice() else {
            return Err("condition must be: metric comparison number".into());
        };
        let metric = ["mite_drop_per_day", "brood_temp_c", "weight_change_kg"]
            .into_iter()
            .find(|m| m == metric)
            .ok_or("unknown metric")?;
        let op = ["<", "<=", ">", ">="].into_iter().find(|o| o == op).ok_or("unknown comparison")?;
        let threshold: f64 = value.parse().map_err(|_| "threshold must be a number")?;
        let expression = format!("{} {} {:?}", metric, op, threshold);
        Python::with_gil(|py| {
            let locals = PyDict::new_bound(py);
            locals.set_item("mite_drop_per_day", metrics.mite_drop_per_day)?;
            locals.set_item("brood_temp_c", metrics.brood_temp_c)?;
            locals.set_item("weight_change_kg", metrics.weight_change_kg)?;
            py.eval_bound(&expression, None, Some(&locals))?.extract::<bool>()
        })
        .map_err(|e: PyErr| e.to_string())
    }
}

struct AlertService<E: ConditionEvaluator> {
    evaluator: E,
    nats: async_nats::Client,
}

impl<E: ConditionEvaluator> AlertService<E> {
    async fn check(&self, rule: RuleCheck) -> Result<(), async_nats::Error> {
        match self.evaluator.holds(&rule.condition, &rule.metrics) {
            Ok(true) => {
                let subject = format!("apiary.alerts.{}", rule.beekeeper_id);
                let text = format!("hive {}: {}", rule.hive_id, rule.condition);
                self.nats.publish(subject, text.into()).await?;
            }
            Ok(false) => {}
            Err(e) => eprintln!("rule for hive {} failed: {}", rule.hive_id, e),
        }
        Ok(())
    }
}

#[tokio::main]
async fn main() -> Result<(), async_nats::Error> {
    let nats = async_nats::connect(std::env::var("NATS_URL")?).await?;
    let js = jetstream::new(nats.clone());
    let stream = js.get_stream("HIVE_RULES").await?;
    let consumer: PullConsumer = stream.get_consumer("rule-evaluator").await?;
    let service = AlertService { evaluator: PythonEvaluator, nats };

    let mut messages = consumer.messages().await?;
    while let Some(msg) = messages.next().await {
        let msg = msg?;
        match serde_json::from_slice::<RuleCheck>(&msg.payload) {
            Ok(rule) => service.check(rule).await?,
            Err(e) => eprintln!("bad rule message: {}", e),
        }
        msg.ack().await?;
    }
    Ok(())
}
