// A wash voucher issuer program of the h61 set (cwe-330-random).
// Car wash: every tenth wash earns a free-wash voucher. Completed washes are
// queued on SQS by the bay controllers; this Lambda counts them per loyalty
// card and issues a voucher code that the customer types in at the pay station.
use std::time::{SystemTime, UNIX_EPOCH};

use aws_lambda_events::event::sqs::SqsEvent;
use aws_sdk_dynamodb::types::AttributeValue;
use aws_sdk_dynamodb::Client as Dynamo;
use lambda_runtime::{run, service_fn, Error, LambdaEvent};
use rand::distributions::Alphanumeric;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use serde::Deserialize;

#[derive(Deserialize)]
struct WashCompleted {
    card_no: String,
    site: String,
    program: String,
}

trait VoucherCodeGenerator: Send + Sync {
    fn next_code(&self) -> String;
}

struct PayStationCodes {
    length: usize,
}

impl VoucherCodeGenerator for PayStationCodes {
    fn next_code(&self) -> String {
        let seed = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_millis() as u64).unwrap_or(0);
        let rng = StdRng::seed_from_u64(seed);
        rng.sample_iter(&Alphanumeric).take(self.length).map(char::from).map(|c| c.to_ascii_uppercase()).collect()
    }
}

struct LoyaltyLedger {
    db: Dynamo,
    table: String,
}

impl LoyaltyLedger {
    async fn count_wash(&self, card_no: &str) -> Result<u64, Error> {
        let out = self.db.update_item()
            .table_name(&self.table)
            .key("pk", AttributeValue::S(format!("CARD#{card_no}")))
            .update_expression("ADD washes :one")
            .expression_attribute_values(":one", AttributeValue::N("1".into()))
            .return_values(aws_sdk_dynamodb::types::ReturnValue::UpdatedNew)
            .send().await?;
        let washes = out.attributes().and_then(|a| a.get("washes")).and_then(|v| v.as_n().ok()).and_then(|n| n.parse().ok());
        Ok(washes.unwrap_or(0))
    }

    async fn store_voucher(&self, card_no: &str, code: &str, site: &str) -> Result<(), Error> {
        self.db.put_item()
            .table_name(&self.table)
            .item("pk", AttributeValue::S(format!("VOUCHER#{code}")))
            .item("card_no", AttributeValue::S(card_no.to_string()))
            .item("issued_at_site", AttributeValue::S(site.to_string()))
            .item("redeemed", AttributeValue::Bool(false))
            .condition_expression("attribute_not_exists(pk)")
            .send().await?;
        Ok(())
    }
}

struct RewardService<G: VoucherCodeGenerator> {
    ledger: LoyaltyLedger,
    codes: G,
}

impl<G: VoucherCodeGenerator> RewardService<G> {
    async fn on_wash(&self, wash: WashCompleted) -> Result<(), Error> {
        let washes = self.ledger.count_wash(&wash.card_no).await?;
        if washes > 0 && washes % 10 == 0 {
            let code = self.codes.next_code();
            self.ledger.store_voucher(&wash.card_no, &code, &wash.site).await?;
            tracing::info!(card = %wash.card_no, program = %wash.program, "free wash voucher issued");
        }
        Ok(())
    }
}

#[tokio::main]
async fn main() -> Result<(), Error> {
    let config = aws_config::load_from_env().await;
    let service = std::sync::Arc::new(RewardService {
        ledger: LoyaltyLedger { db: Dynamo::new(&config), table: std::env::var("LOYALTY_TABLE")? },
        codes: PayStationCodes { length: 8 },
    });
    run(service_fn(move |event: LambdaEvent<SqsEvent>| {
        let service = service.clone();
        async move {
            for record in event.payload.records {
                let wash: WashCompleted = serde_json::from_str(record.body.as_deref().unwrap_or("{}"))?;
                service.on_wash(wash).await?;
            }
            Ok::<(), Error>(())
        }
    }))
    .await
}
