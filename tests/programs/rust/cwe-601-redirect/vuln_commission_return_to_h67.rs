// A commission return to program of the h67 set (cwe-601-redirect).
// calligraphers: take a wedding-invitation lettering commission, then send the client back to the partner shop
use std::sync::Arc;

use salvo::prelude::*;
use serde::Deserialize;
use tokio::sync::Mutex;
use validator::Validate;

const HOME: &str = "https://scriptorium.example/commissions/thanks";

#[derive(Debug, Deserialize, Clone, Copy)]
#[serde(rename_all = "snake_case")]
enum Hand {
    Copperplate,
    Spencerian,
    ModernBrush,
}

#[derive(Debug, Deserialize, Validate)]
struct CommissionForm {
    #[validate(length(min = 2, max = 80))]
    client_name: String,
    #[validate(email)]
    email: String,
    hand: Hand,
    #[validate(range(min = 10, max = 400))]
    invitations: u16,
    #[validate(length(max = 1000))]
    wording: String,
    #[validate(length(max = 300))]
    return_to: Option<String>,
}

#[derive(Default)]
struct CommissionBook {
    entries: Mutex<Vec<(String, Hand, u16)>>,
}

impl CommissionBook {
    async fn record(&self, form: &CommissionForm) -> usize {
        let mut entries = self.entries.lock().await;
        entries.push((form.email.clone(), form.hand, form.invitations));
        entries.len()
    }
}

fn return_destination(return_to: Option<&str>) -> String {
    match return_to {
        Some(url) if url.contains("scriptorium.example") => url.to_string(),
        _ => HOME.to_string(),
    }
}

#[handler]
async fn submit_commission(req: &mut Request, depot: &mut Depot, res: &mut Response) -> Result<(), StatusError> {
    let book = depot
        .obtain::<Arc<CommissionBook>>()
        .map_err(|_| StatusError::internal_server_error())?
        .clone();
    let form: CommissionForm = req
        .parse_form()
        .await
        .map_err(|_| StatusError::bad_request())?;
    form.validate()
        .map_err(|e| StatusError::bad_request().brief(e.to_string()))?;

    let number = book.record(&form).await;
    tracing::info!(number, client = %form.client_name, "commission recorded");

    res.render(Redirect::see_other(return_destination(form.return_to.as_deref())));
    Ok(())
}

#[tokio::main]
async fn main() {
    tracing_subscriber::fmt::init();
    let router = Router::new()
        .hoop(affix::inject(Arc::new(CommissionBook::default())))
        .push(Router::with_path("commissions").post(submit_commission));

    let acceptor = TcpListener::new("0.0.0.0:5802").bind().await;
    Server::new(acceptor).serve(router).await;
}
