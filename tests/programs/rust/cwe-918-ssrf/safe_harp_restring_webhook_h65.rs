// A harp restring webhook program of the h65 set (cwe-918-ssrf).
// Webhook from the partner harp dealers: when a harp has been restrung in the
// workshop, the dealer's system posts here and tells us where to send the
// "ready for collection" notice.
use aws_lambda_events::encodings::Body;
use aws_lambda_events::event::apigw::{ApiGatewayProxyRequest, ApiGatewayProxyResponse};
use lambda_runtime::{run, service_fn, Error, LambdaEvent};
use reqwest::{redirect, Client, Url};
use serde::Deserialize;
use std::time::Duration;

#[derive(Deserialize)]
struct RestringDone {
    job_id: u64,
    harp_model: String,
    strings_replaced: u8,
    callback_url: String,
}

fn reply(status: i64, text: &str) -> ApiGatewayProxyResponse {
    ApiGatewayProxyResponse {
        status_code: status,
        body: Some(Body::Text(text.to_string())),
        ..Default::default()
    }
}

// Hosts of the partner dealers, configured per stage, e.g.
// PARTNER_CALLBACK_HOSTS=hooks.harpandbow.co.uk,api.celticstrings.ie
fn callback_target(raw: &str) -> Option<Url> {
    let url = Url::parse(raw).ok()?;
    let allowed = std::env::var("PARTNER_CALLBACK_HOSTS").unwrap_or_default();
    let host = url.host_str()?;
    let known = allowed.split(',').map(str::trim).any(|h| !h.is_empty() && h.eq_ignore_ascii_case(host));
    (url.scheme() == "https" && url.port().is_none() && known).then_some(url)
}

async fn handle(client: &Client, event: LambdaEvent<ApiGatewayProxyRequest>) -> Result<ApiGatewayProxyResponse, Error> {
    let Some(body) = event.payload.body.as_deref() else {
        return Ok(reply(400, "missing body"));
    };
    let done: RestringDone = match serde_json::from_str(body) {
        Ok(d) => d,
        Err(_) => return Ok(reply(400, "malformed payload")),
    };
    let Some(target) = callback_target(&done.callback_url) else {
        return Ok(reply(422, "callback_url is not acceptable"));
    };

    let notice = serde_json::json!({
        "job_id": done.job_id,
        "status": "ready_for_collection",
        "summary": format!("{} restrung ({} strings)", done.harp_model, done.strings_replaced),
    });
    let sent = client.post(target).json(&notice).send().await?;
    Ok(reply(200, &format!("notified partner: {}", sent.status().as_u16())))
}

#[tokio::main]
async fn main() -> Result<(), Error> {
    let client = Client::builder()
        .timeout(Duration::from_secs(5))
        .redirect(redirect::Policy::none())
        .build()?;
    let client = &client;
    run(service_fn(move |event: LambdaEvent<ApiGatewayProxyRequest>| async move {
        handle(client, event).await
    }))
    .await
}
