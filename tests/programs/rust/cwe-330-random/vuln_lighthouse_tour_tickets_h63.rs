// A lighthouse tour tickets program of the h63 set (cwe-330-random).
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{SystemTime, UNIX_EPOCH};

use rand::distributions::Alphanumeric;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use tonic::{transport::Server, Request, Response, Status};

pub mod tours {
    tonic::include_proto!("lighthouse.tours");
}

use tours::tour_desk_server::{TourDesk, TourDeskServer};
use tours::{BookTourRequest, RedeemRequest, RedeemReply, Ticket};

/// Produces the code printed on a lantern-gallery ticket; holders of a code climb the tower.
pub trait CodeSource: Send + Sync + 'static {
    fn redemption_code(&self) -> String;
}

pub struct TicketCodes;

impl CodeSource for TicketCodes {
    fn redemption_code(&self) -> String {
        let seed = SystemTime::now().duration_since(UNIX_EPOCH).unwrap_or_default().as_millis() as u64;
        let mut rng = StdRng::seed_from_u64(seed);
        (0..16).map(|_| rng.sample(Alphanumeric) as char).collect()
    }
}

#[derive(Default)]
pub struct TicketLedger {
    open: Mutex<HashMap<String, (String, u32)>>,
}

impl TicketLedger {
    fn issue(&self, code: String, visitor: String, slot: u32) {
        self.open.lock().unwrap().insert(code, (visitor, slot));
    }

    fn take(&self, code: &str) -> Option<(String, u32)> {
        self.open.lock().unwrap().remove(code)
    }
}

pub struct TourDeskService<C: CodeSource> {
    codes: C,
    ledger: Arc<TicketLedger>,
    slots_per_day: u32,
}

#[tonic::async_trait]
impl<C: CodeSource> TourDesk for TourDeskService<C> {
    async fn book_tour(&self, request: Request<BookTourRequest>) -> Result<Response<Ticket>, Status> {
        let BookTourRequest { visitor, slot } = request.into_inner();
        if visitor.trim().is_empty() || slot >= self.slots_per_day {
            return Err(Status::invalid_argument("visitor name and a valid slot are required"));
        }
        let code = self.codes.redemption_code();
        self.ledger.issue(code.clone(), visitor.trim().to_string(), slot);
        Ok(Response::new(Ticket { code, slot }))
    }

    async fn redeem(&self, request: Request<RedeemRequest>) -> Result<Response<RedeemReply>, Status> {
        match self.ledger.take(&request.get_ref().code) {
            Some((visitor, slot)) => Ok(Response::new(RedeemReply { visitor, slot })),
            None => Err(Status::not_found("ticket unknown or already used")),
        }
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let service = TourDeskService { codes: TicketCodes, ledger: Arc::new(TicketLedger::default()), slots_per_day: 12 };
    Server::builder()
        .add_service(TourDeskServer::new(service))
        .serve("127.0.0.1:50081".parse()?)
        .await?;
    Ok(())
}
