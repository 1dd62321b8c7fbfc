// A ghost review wall program of the h74 set (cwe-079-xss).
use std::collections::VecDeque;
use std::convert::Infallible;

use serde::Deserialize;
use tokio::sync::{mpsc, watch};
use warp::Filter;

const WALL_SIZE: usize = 50;

#[derive(Deserialize, Debug)]
struct ReviewForm {
    guest: String,
    tour: String,
    stars: u8,
    text: String,
}

struct Review {
    guest: String,
    tour: String,
    stars: u8,
    text: String,
}

fn render_wall(reviews: &VecDeque<Review>) -> String {
    let mut html = String::from(
        "<!doctype html><html><head><title>Lantern Ghost Walks - Reviews</title></head><body><h1>What our guests saw</h1><ul>",
    );
    for r in reviews {
        let stars = "&#9733;".repeat(r.stars.min(5) as usize);
        html.push_str(&format!(
            "<li><strong>{}</strong> on <em>{}</em> {}<p>{}</p></li>",
            r.guest, r.tour, stars, r.text
        ));
    }
    html.push_str("</ul></body></html>");
    html
}

async fn wall_renderer(mut incoming: mpsc::Receiver<Review>, page: watch::Sender<String>) {
    let mut reviews: VecDeque<Review> = VecDeque::with_capacity(WALL_SIZE);
    while let Some(review) = incoming.recv().await {
        if reviews.len() == WALL_SIZE {
            reviews.pop_back();
        }
        reviews.push_front(review);
        page.send_replace(render_wall(&reviews));
    }
}

async fn submit_review(
    form: ReviewForm,
    queue: mpsc::Sender<Review>,
) -> Result<impl warp::Reply, Infallible> {
    if form.text.trim().is_empty() || form.text.len() > 2000 || !(1..=5).contains(&form.stars) {
        return Ok(warp::reply::with_status("review rejected", warp::http::StatusCode::BAD_REQUEST));
    }
    let review = Review {
        guest: form.guest.trim().to_string(),
        tour: form.tour.trim().to_string(),
        stars: form.stars,
        text: form.text,
    };
    if queue.send(review).await.is_err() {
        return Ok(warp::reply::with_status("try again later", warp::http::StatusCode::SERVICE_UNAVAILABLE));
    }
    Ok(warp::reply::with_status("thanks for your review", warp::http::StatusCode::CREATED))
}

#[tokio::main]
async fn main() {
    let (tx, rx) = mpsc::channel::<Review>(128);
    let (page_tx, page_rx) = watch::channel(render_wall(&VecDeque::new()));
    tokio::spawn(wall_renderer(rx, page_tx));

    let queue = warp::any().map(move || tx.clone());
    let submit = warp::path!("reviews")
        .and(warp::post())
        .and(warp::body::content_length_limit(16 * 1024))
        .and(warp::body::form())
        .and(queue)
        .and_then(submit_review);

    let page = warp::any().map(move || page_rx.clone());
    let wall = warp::path!("reviews")
        .and(warp::get())
        .and(page)
        .map(|rx: watch::Receiver<String>| warp::reply::html(rx.borrow().clone()));

    warp::serve(submit.or(wall)).run(([0, 0, 0, 0], 8083)).await;
}
