// Axum endpoint that opens private multiplayer lobbies and hands the host a shareable invite code.
use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
    time::{SystemTime, UNIX_EPOCH},
};

use axum::{extract::State, routing::post, Json, Router};
use rand::{rngs::SmallRng, Rng, SeedableRng};
use serde::{Deserialize, Serialize};

const ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

#[derive(Deserialize)]
pub struct LobbyRequest {
    pub host_player: u64,
    pub max_players: u8,
    pub ranked: bool,
}

#[derive(Serialize)]
pub struct LobbyCreated {
    pub lobby_id: u64,
    pub invite_code: String,
}

pub struct Lobby {
    pub id: u64,
    pub host_player: u64,
    pub max_players: u8,
    pub ranked: bool,
}

#[derive(Default)]
pub struct LobbyRegistry {
    next_id: u64,
    by_code: HashMap<String, Lobby>,
}

fn invite_code(len: usize) -> String {
    let seed = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_millis() as u64).unwrap_or(0);
    let mut rng = SmallRng::seed_from_u64(seed);
    (0..len).map(|_| ALPHABET[rng.gen_range(0..ALPHABET.len())] as char).collect()
}

impl LobbyRegistry {
    fn open(&mut self, req: LobbyRequest) -> LobbyCreated {
        self.next_id += 1;
        let mut code = invite_code(10);
        while self.by_code.contains_key(&code) {
            code = invite_code(10);
        }
        let lobby = Lobby { id: self.next_id, host_player: req.host_player, max_players: req.max_players.clamp(2, 16), ranked: req.ranked };
        self.by_code.insert(code.clone(), lobby);
        LobbyCreated { lobby_id: self.next_id, invite_code: code }
    }
}

async fn create_lobby(State(reg): State<Arc<Mutex<LobbyRegistry>>>, Json(req): Json<LobbyRequest>) -> Json<LobbyCreated> {
    Json(reg.lock().unwrap().open(req))
}

pub fn router() -> Router {
    Router::new()
        .route("/lobbies", post(create_lobby))
        .with_state(Arc::new(Mutex::new(LobbyRegistry::default())))
}
