// A supplier order export program of the h67 set (cwe-091-xml).
// saddle makers: turn a saddle order into the tannery's XML purchase-order format and submit it
use poem::{listener::TcpListener, Route, Server};
use poem_openapi::{payload::Json, ApiResponse, Object, OpenApi, OpenApiService};

#[derive(Debug, Object)]
struct LeatherOrder {
    #[oai(validator(pattern = r"^SO-[0-9]{6}$"))]
    order_ref: String,
    #[oai(validator(min_length = 2, max_length = 40))]
    hide_type: String,
    #[oai(validator(minimum(value = "1"), maximum(value = "30")))]
    hides: u32,
    #[oai(validator(max_length = 500))]
    stitching_notes: String,
}

#[derive(Debug, Object)]
struct Submitted {
    order_ref: String,
    supplier_status: u16,
}

#[derive(ApiResponse)]
enum SubmitResponse {
    #[oai(status = 202)]
    Accepted(Json<Submitted>),
    #[oai(status = 502)]
    SupplierError,
}

struct TanneryClient {
    http: reqwest::Client,
    endpoint: String,
    account: String,
}

impl TanneryClient {
    fn purchase_order_xml(&self, order: &LeatherOrder) -> String {
        format!(
            r#"<?xml version="1.0" encoding="UTF-8"?>
<PurchaseOrder account="{account}" reference="{reference}">
  <Line>
    <Hide>{hide}</Hide>
    <Quantity>{hides}</Quantity>
    <UnitPrice currency="GBP">contract</UnitPrice>
  </Line>
  <Notes>{notes}</Notes>
</PurchaseOrder>"#,
            account = self.account,
            reference = order.order_ref,
            hide = order.hide_type,
            hides = order.hides,
            notes = order.stitching_notes,
        )
    }

    async fn submit(&self, order: &LeatherOrder) -> reqwest::Result<u16> {
        let body = self.purchase_order_xml(order);
        let resp = self
            .http
            .post(&self.endpoint)
            .header("Content-Type", "application/xml")
            .body(body)
            .send()
            .await?;
        Ok(resp.status().as_u16())
    }
}

struct SupplierApi {
    tannery: TanneryClient,
}

#[OpenApi]
impl SupplierApi {
    /// Send a leather purchase order to the tannery
    #[oai(path = "/supplier/orders", method = "post")]
    async fn submit(&self, order: Json<LeatherOrder>) -> SubmitResponse {
        match self.tannery.submit(&order.0).await {
            Ok(status) if status < 300 => SubmitResponse::Accepted(Json(Submitted {
                order_ref: order.0.order_ref.clone(),
                supplier_status: status,
            })),
            _ => SubmitResponse::SupplierError,
        }
    }
}

#[tokio::main]
async fn main() -> Result<(), std::io::Error> {
    let api = SupplierApi {
        tannery: TanneryClient {
            http: reqwest::Client::new(),
            endpoint: "https://orders.oakbark-tannery.example/po".into(),
            account: std::env::var("TANNERY_ACCOUNT").unwrap_or_else(|_| "SADDLERY-017".into()),
        },
    };
    let service = OpenApiService::new(api, "Saddlery supplier bridge", "1.0").server("http://localhost:3001/api");
    let docs = service.swagger_ui();

    Server::new(TcpListener::bind("0.0.0.0:3001"))
        .run(Route::new().nest("/api", service).nest("/docs", docs))
        .await
}
