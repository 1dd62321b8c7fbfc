//! What the HTTP providers share: the client, reading error responses, `Retry-After`, and keeping
//! keys out of every message.

use std::time::Duration;

use reqwest::header::HeaderMap;

use super::LlmError;
use crate::config::{Network, Secret};

/// Installs the TLS crypto provider once per process (rustls with ring).
fn tls() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let _ = rustls::crypto::ring::default_provider().install_default();
    });
}

/// A client with connect and read timeouts. The providers bound every wait by the idle
/// timeout themselves (with a clear error), and the gateway each attempt by its deadline; the
/// read timeout, a little longer, is only a backstop.
pub fn client(net: &Network) -> Result<reqwest::Client, LlmError> {
    tls();
    reqwest::Client::builder()
        .connect_timeout(Duration::from_secs(net.connect_timeout_secs))
        .read_timeout(Duration::from_secs(net.idle_timeout_secs.saturating_add(5)))
        .user_agent(concat!("agentsmith/", env!("CARGO_PKG_VERSION")))
        .build()
        .map_err(|e| LlmError::Config(format!("cannot build the HTTP client: {e}")))
}

/// `Retry-After` (seconds or an HTTP date) or `retry-after-ms`.
pub fn retry_after(headers: &HeaderMap) -> Option<Duration> {
    if let Some(ms) =
        headers.get("retry-after-ms").and_then(|v| v.to_str().ok()).and_then(|v| v.trim().parse::<f64>().ok())
        && ms.is_finite()
        && ms >= 0.0
    {
        return Some(Duration::from_millis(ms as u64));
    }
    let v = headers.get("retry-after")?.to_str().ok()?.trim();
    if let Ok(secs) = v.parse::<f64>() {
        return (secs.is_finite() && secs >= 0.0).then(|| Duration::from_millis((secs * 1000.0) as u64));
    }
    // An HTTP date: the wait until then.
    let when = httpdate(v)?;
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).ok()?.as_secs();
    Some(Duration::from_secs(when.saturating_sub(now)))
}

/// Seconds since the epoch of an IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`).
fn httpdate(s: &str) -> Option<u64> {
    let parts: Vec<&str> = s.split_whitespace().collect();
    let [_, day, month, year, time, "GMT"] = parts.as_slice() else { return None };
    let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
    let m = months.iter().position(|x| x == month)? as u64 + 1;
    let (d, y): (u64, u64) = (day.parse().ok()?, year.parse().ok()?);
    let hms: Vec<u64> = time.split(':').filter_map(|x| x.parse().ok()).collect();
    let [h, mi, se] = hms.as_slice() else { return None };
    // Days from the civil date (Howard Hinnant's algorithm).
    let (y, m) = if m <= 2 { (y - 1, m + 9) } else { (y, m - 3) };
    let era = y / 400;
    let yoe = y - era * 400;
    let doy = (153 * m + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    let days = era * 146_097 + doe - 719_468;
    Some(days * 86_400 + h * 3600 + mi * 60 + se)
}

/// Removes every occurrence of the key from a text and shortens it.
pub fn scrub(text: &str, key: Option<&Secret>) -> String {
    let mut t = text.to_string();
    if let Some(k) = key.filter(|k| k.expose().len() >= 4) {
        t = t.replace(k.expose(), "[redacted]");
    }
    let t = t.trim();
    if t.chars().count() > 300 { format!("{}…", t.chars().take(300).collect::<String>()) } else { t.to_string() }
}

/// The error for a non-2xx response.
pub fn status_error(
    endpoint: &str,
    status: u16,
    headers: &HeaderMap,
    body: &str,
    key: Option<&Secret>,
    key_var: Option<&str>,
) -> LlmError {
    let body = scrub(body, key);
    match status {
        401 | 403 => LlmError::Auth {
            endpoint: endpoint.to_string(),
            status,
            key_var: key_var.unwrap_or("the API key variable").to_string(),
            body,
        },
        _ => LlmError::Http { endpoint: endpoint.to_string(), status, retry_after: retry_after(headers), body },
    }
}

/// A transport error, classified.
pub fn transport_error(endpoint: &str, e: &reqwest::Error, key: Option<&Secret>) -> LlmError {
    let detail = scrub(&error_chain(e), key);
    if e.is_connect() {
        LlmError::Connect { endpoint: endpoint.to_string(), detail }
    } else if e.is_timeout() || e.is_body() || e.is_decode() {
        LlmError::StreamCut { endpoint: endpoint.to_string(), detail }
    } else {
        LlmError::Connect { endpoint: endpoint.to_string(), detail }
    }
}

fn error_chain(e: &dyn std::error::Error) -> String {
    let mut s = e.to_string();
    let mut src = e.source();
    while let Some(inner) = src {
        s.push_str(": ");
        s.push_str(&inner.to_string());
        src = inner.source();
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retry_after_forms() {
        let mut h = HeaderMap::new();
        h.insert("retry-after", "2".parse().unwrap());
        assert_eq!(retry_after(&h), Some(Duration::from_secs(2)));
        h.insert("retry-after-ms", "1500".parse().unwrap());
        assert_eq!(retry_after(&h), Some(Duration::from_millis(1500)));
        let mut h = HeaderMap::new();
        h.insert("retry-after", "Sun, 06 Nov 1994 08:49:37 GMT".parse().unwrap());
        assert_eq!(retry_after(&h), Some(Duration::ZERO), "a date in the past means now");
        assert_eq!(httpdate("Sun, 06 Nov 1994 08:49:37 GMT"), Some(784_111_777));
        h.insert("retry-after", "soon".parse().unwrap());
        assert_eq!(retry_after(&h), None);
    }

    #[test]
    fn scrub_removes_the_key() {
        let k = Secret::new("sk-abcdefghijklmnop".into());
        assert_eq!(scrub("bad key sk-abcdefghijklmnop here", Some(&k)), "bad key [redacted] here");
    }
}
