// A bakery order board program of the h61 set (cwe-079-xss).
// Bakery: customers send custom-cake notes from the ordering app over a
// WebSocket; the kitchen display page receives ready-made HTML fragments on a
// broadcast channel and inserts them into the order board.
use futures_util::{SinkExt, StreamExt};
use maud::{html, Markup, PreEscaped};
use serde::Deserialize;
use tokio::net::TcpListener;
use tokio::sync::broadcast;
use tokio_tungstenite::tungstenite::Message;

#[derive(Debug, Deserialize)]
struct CakeOrder {
    ticket: u32,
    customer: String,
    cake: String,
    inscription: String,
}

trait BoardRenderer: Send + Sync {
    fn render(&self, order: &CakeOrder) -> Markup;
}

/// Kitchen staff asked for line breaks in inscriptions to show as typed.
struct KitchenCardRenderer;

impl KitchenCardRenderer {
    fn multiline(text: &str) -> PreEscaped<String> {
        let escaped = html_escape::encode_text(text.trim());
        PreEscaped(escaped.replace('\n', "<br>"))
    }
}

impl BoardRenderer for KitchenCardRenderer {
    fn render(&self, order: &CakeOrder) -> Markup {
        html! {
            article.card data-ticket=(order.ticket) {
                h3 { "#" (order.ticket) " — " (order.cake) }
                p.customer { (order.customer) }
                blockquote.inscription { (Self::multiline(&order.inscription)) }
            }
        }
    }
}

struct OrderIntake {
    renderer: Box<dyn BoardRenderer>,
    board: broadcast::Sender<String>,
}

impl OrderIntake {
    fn accept(&self, raw: &str) -> Result<u32, String> {
        let order: CakeOrder = serde_json::from_str(raw).map_err(|e| e.to_string())?;
        if order.inscription.chars().count() > 120 {
            return Err("inscription too long".into());
        }
        let fragment = self.renderer.render(&order).into_string();
        let _ = self.board.send(fragment);
        Ok(order.ticket)
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let (board, _) = broadcast::channel::<String>(256);
    let intake = std::sync::Arc::new(OrderIntake { renderer: Box::new(KitchenCardRenderer), board: board.clone() });
    let listener = TcpListener::bind("0.0.0.0:7400").await?;

    loop {
        let (stream, _) = listener.accept().await?;
        let intake = intake.clone();
        let mut board_rx = board.subscribe();
        tokio::spawn(async move {
            let Ok(ws) = tokio_tungstenite::accept_async(stream).await else { return };
            let (mut tx, mut rx) = ws.split();
            loop {
                tokio::select! {
                    incoming = rx.next() => match incoming {
                        Some(Ok(Message::Text(text))) => {
                            let reply = match intake.accept(&text.to_string()) {
                                Ok(ticket) => format!("{{\"accepted\":{ticket}}}"),
                                Err(err) => serde_json::json!({ "error": err }).to_string(),
                            };
                            if tx.send(Message::Text(reply.into())).await.is_err() { break; }
                        }
                        Some(Ok(_)) => {}
                        _ => break,
                    },
                    Ok(fragment) = board_rx.recv() => {
                        if tx.send(Message::Text(fragment.into())).await.is_err() { break; }
                    }
                }
            }
        });
    }
}
