// A regatta entry codes program of the h68 set (cwe-330-random).
// rowing clubs: regatta entry desk issues the edit code a club secretary uses to change or scratch a crew
use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
};

use poem::{
    handler,
    http::StatusCode,
    listener::TcpListener,
    post, put,
    web::{Data, Json, Path},
    EndpointExt, Error, Result, Route, Server,
};
use rand::{distributions::DistString, distributions::Alphanumeric, rngs::OsRng};
use serde::{Deserialize, Serialize};

#[derive(Clone, Deserialize, Serialize)]
struct Entry {
    club: String,
    event: String,
    crew: Vec<String>,
}

#[derive(Default)]
struct EntryBook {
    entries: HashMap<u64, (Entry, String)>,
    next_id: u64,
}

type Book = Arc<Mutex<EntryBook>>;

#[derive(Serialize)]
struct Receipt {
    entry_id: u64,
    edit_code: String,
}

fn edit_code() -> String {
    Alphanumeric.sample_string(&mut OsRng, 10)
}

#[handler]
fn enter_crew(Data(book): Data<&Book>, Json(entry): Json<Entry>) -> Result<Json<Receipt>> {
    let seats = entry.crew.len();
    if !matches!(seats, 1 | 2 | 4 | 5 | 9) {
        return Err(Error::from_string("crew size does not match a boat class", StatusCode::BAD_REQUEST));
    }

    let mut book = book.lock().map_err(|_| Error::from_status(StatusCode::SERVICE_UNAVAILABLE))?;
    book.next_id += 1;
    let entry_id = book.next_id;
    let code = edit_code();
    book.entries.insert(entry_id, (entry, code.clone()));

    Ok(Json(Receipt { entry_id, edit_code: code }))
}

#[derive(Deserialize)]
struct CrewChange {
    edit_code: String,
    crew: Vec<String>,
}

#[handler]
fn change_crew(
    Data(book): Data<&Book>,
    Path(entry_id): Path<u64>,
    Json(CrewChange { edit_code, crew }): Json<CrewChange>,
) -> Result<StatusCode> {
    let mut book = book.lock().map_err(|_| Error::from_status(StatusCode::SERVICE_UNAVAILABLE))?;
    let Some((entry, code)) = book.entries.get_mut(&entry_id) else {
        return Err(Error::from_status(StatusCode::NOT_FOUND));
    };
    if *code != edit_code || crew.len() != entry.crew.len() {
        return Err(Error::from_status(StatusCode::FORBIDDEN));
    }
    entry.crew = crew;
    Ok(StatusCode::NO_CONTENT)
}

#[tokio::main]
async fn main() -> std::io::Result<()> {
    let app = Route::new()
        .at("/entries", post(enter_crew))
        .at("/entries/:id/crew", put(change_crew))
        .data(Book::default());
    Server::new(TcpListener::bind("0.0.0.0:3100")).run(app).await
}
