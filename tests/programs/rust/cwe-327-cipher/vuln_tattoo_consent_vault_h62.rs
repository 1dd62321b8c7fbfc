// A tattoo consent vault program of the h62 set (cwe-327-cipher).
// Tattoo studio: signed consent forms (with health questionnaire answers) are
// encrypted before they are written to the shared studio drive.
use des::Des;
use ecb::cipher::{block_padding::Pkcs7, BlockEncryptMut, KeyInit};
use salvo::async_trait;
use salvo::prelude::*;
use std::path::PathBuf;
use std::sync::Arc;

type ConsentCipher = ecb::Encryptor<Des>;

struct Vault {
    key: Vec<u8>,
    dir: PathBuf,
}

struct ProvideVault(Arc<Vault>);

#[async_trait]
impl Handler for ProvideVault {
    async fn handle(&self, _req: &mut Request, depot: &mut Depot, _res: &mut Response, _ctrl: &mut FlowCtrl) {
        depot.inject(self.0.clone());
    }
}

fn seal(key: &[u8], form: &[u8]) -> Result<Vec<u8>, &'static str> {
    let cipher = ConsentCipher::new_from_slice(key).map_err(|_| "bad consent key")?;
    Ok(cipher.encrypt_padded_vec_mut::<Pkcs7>(form))
}

async fn file_consent(vault: &Vault, booking: u32, form: &[u8]) -> Result<PathBuf, &'static str> {
    let sealed = seal(&vault.key, form)?;
    let target = vault.dir.join(format!("{}.consent", booking));
    tokio::fs::write(&target, sealed)
        .await
        .map_err(|_| "could not write consent file")?;
    Ok(target)
}

#[handler]
async fn upload_consent(req: &mut Request, depot: &mut Depot, res: &mut Response) {
    let vault = depot.obtain::<Arc<Vault>>().expect("vault").clone();
    let Some(booking) = req.param::<u32>("booking") else {
        res.status_code(StatusCode::BAD_REQUEST);
        return;
    };
    let form = match req.payload().await {
        Ok(bytes) if !bytes.is_empty() => bytes.to_vec(),
        _ => {
            res.status_code(StatusCode::BAD_REQUEST);
            return res.render(Text::Plain("empty consent form"));
        }
    };
    match file_consent(&vault, booking, &form).await {
        Ok(_) => {
            res.status_code(StatusCode::CREATED);
        }
        Err(msg) => {
            res.status_code(StatusCode::INTERNAL_SERVER_ERROR);
            res.render(Text::Plain(msg));
        }
    }
}

#[tokio::main]
async fn main() {
    let key = hex::decode(std::env::var("CONSENT_KEY_HEX").expect("CONSENT_KEY_HEX"))
        .expect("CONSENT_KEY_HEX must be hex");
    let dir = std::env::var("CONSENT_DIR").unwrap_or_else(|_| "/srv/studio/consents".into());
    let vault = Arc::new(Vault { key, dir: PathBuf::from(dir) });

    let router = Router::new()
        .hoop(ProvideVault(vault))
        .push(Router::with_path("bookings/{booking}/consent").put(upload_consent));
    let acceptor = TcpListener::new("0.0.0.0:5802").bind().await;
    Server::new(acceptor).serve(router).await;
}
