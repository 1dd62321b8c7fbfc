// Upload pipeline that encrypts privileged client memos before they are written to the document store.
use chacha20poly1305::aead::{Aead, AeadCore, KeyInit, OsRng, Payload};
use chacha20poly1305::{ChaCha20Poly1305, Key};
use std::future::Future;
use std::pin::Pin;

pub struct Memo {
    pub matter_id: String,
    pub author: String,
    pub body: Vec<u8>,
}

pub struct SealedMemo {
    pub matter_id: String,
    pub blob: Vec<u8>,
}

type Hook = Box<dyn Fn(Memo) -> Result<Memo, String> + Send + Sync>;
type Store = Box<dyn Fn(SealedMemo) -> Pin<Box<dyn Future<Output = Result<(), String>> + Send>> + Send + Sync>;

pub struct MemoVault {
    key: [u8; 32],
    hooks: Vec<Hook>,
    store: Store,
}

impl MemoVault {
    pub fn new(key: [u8; 32], store: Store) -> Self {
        let hooks: Vec<Hook> = vec![
            Box::new(|m: Memo| if m.body.is_empty() { Err(String::from("empty memo")) } else { Ok(m) }),
            Box::new(|m: Memo| if m.matter_id.len() > 32 { Err(String::from("matter id too long")) } else { Ok(m) }),
        ];
        Self { key, hooks, store }
    }

    fn seal(&self, memo: Memo) -> Result<SealedMemo, String> {
        let cipher = ChaCha20Poly1305::new(Key::from_slice(&self.key));
        let nonce = ChaCha20Poly1305::generate_nonce(&mut OsRng);
        let payload = Payload { msg: &memo.body, aad: memo.matter_id.as_bytes() };
        let ct = cipher.encrypt(&nonce, payload).map_err(|e| e.to_string())?;
        let blob = nonce.iter().copied().chain(ct).collect();
        Ok(SealedMemo { matter_id: memo.matter_id, blob })
    }

    pub async fn on_upload(&self, memo: Memo) -> Result<(), String> {
        let checked = self.hooks.iter().try_fold(memo, |m, hook| hook(m))?;
        tracing::info!(matter = %checked.matter_id, author = %checked.author, "sealing memo");
        let sealed = self.seal(checked)?;
        (self.store)(sealed).await
    }
}
