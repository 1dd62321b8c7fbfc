// A wheelwright orders program of the h65 set (cwe-089-sql).
// Order ledger for a wheelwright's workshop, exposed over gRPC to the front desk
// and to the carriage restorers' portal.
use postgres_native_tls::MakeTlsConnector;
use std::sync::Arc;
use tokio_postgres::Client;
use tonic::{transport::Server, Request, Response, Status};

pub mod ledger {
    tonic::include_proto!("wheelwright.ledger.v1");
}

use ledger::order_ledger_server::{OrderLedger, OrderLedgerServer};
use ledger::{OrderList, OrdersByCustomerRequest, WheelOrder};

struct Ledger {
    db: Arc<Client>,
}

impl Ledger {
    async fn find_orders(&self, customer: &str, min_spokes: i32) -> Result<Vec<WheelOrder>, tokio_postgres::Error> {
        let sql = "SELECT id, customer_name, diameter_mm, spoke_count, timber \
             FROM wheel_orders WHERE customer_name = $1 AND spoke_count >= $2 ORDER BY id";
        let rows = self.db.query(sql, &[&customer, &min_spokes]).await?;
        Ok(rows
            .iter()
            .map(|row| WheelOrder {
                id: row.get::<_, i64>("id"),
                customer_name: row.get("customer_name"),
                diameter_mm: row.get::<_, i32>("diameter_mm"),
                spoke_count: row.get::<_, i32>("spoke_count"),
                timber: row.get("timber"),
            })
            .collect())
    }
}

#[tonic::async_trait]
impl OrderLedger for Ledger {
    async fn orders_by_customer(
        &self,
        request: Request<OrdersByCustomerRequest>,
    ) -> Result<Response<OrderList>, Status> {
        let req = request.into_inner();
        if req.customer_name.trim().is_empty() {
            return Err(Status::invalid_argument("customer_name is required"));
        }
        let orders = self
            .find_orders(req.customer_name.trim(), req.min_spokes.max(0))
            .await
            .map_err(|_| Status::internal("ledger query failed"))?;
        Ok(Response::new(OrderList { orders }))
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let connector = MakeTlsConnector::new(native_tls::TlsConnector::new()?);
    let (client, connection) = tokio_postgres::connect(&std::env::var("LEDGER_DATABASE_URL")?, connector).await?;
    tokio::spawn(async move {
        if let Err(e) = connection.await {
            eprintln!("ledger database connection closed: {e}");
        }
    });

    Server::builder()
        .add_service(OrderLedgerServer::new(Ledger { db: Arc::new(client) }))
        .serve("0.0.0.0:50052".parse()?)
        .await?;
    Ok(())
}
