//! Everything people and machines read: terminal listings, reports, progress. The only code that
//! writes output; the rest of the library returns values.

pub mod change;
pub mod config;
pub mod debate;
pub mod eval;
pub mod plan_steps;
pub mod progress;
pub mod roles;
pub mod run;
pub mod scan;
pub mod smith;
pub mod spend;
pub mod triage;

use std::io::Write;

use crate::diag::Diagnostic;

/// Writes problems, one per paragraph. Output errors are ignored: diagnostics go to stderr,
/// and there is nowhere else to report a failure to write them.
pub fn diagnostics(w: &mut dyn Write, diags: &[Diagnostic]) {
    for d in diags {
        let _ = writeln!(w, "{d}");
    }
}

/// One check and its outcome.
#[derive(Debug, serde::Serialize)]
pub struct Check {
    pub name: &'static str,
    pub ok: bool,
    pub detail: String,
}

#[derive(Debug, serde::Serialize)]
pub struct DoctorReport {
    pub provider: String,
    pub model: String,
    pub endpoint: String,
    pub key: String,
    pub checks: Vec<Check>,
}

/// `doctor` output.
pub fn doctor(w: &mut dyn Write, d: &DoctorReport, as_json: bool) {
    if as_json {
        let _ = json(w, d);
        return;
    }
    let _ = writeln!(
        w,
        "provider:  {}\nmodel:     {}\nendpoint:  {}\nkey:       {}\n",
        d.provider, d.model, d.endpoint, d.key
    );
    for c in &d.checks {
        let _ = writeln!(w, "  {} {:<12} {}", if c.ok { "ok  " } else { "FAIL" }, c.name, c.detail);
    }
}

/// Pads `s` to `width` characters (by `char`, which is close enough for names and emoji).
pub fn pad(s: &str, width: usize) -> String {
    let n = s.chars().count();
    if n >= width { s.to_string() } else { format!("{s}{}", " ".repeat(width - n)) }
}

/// JSON for machine output; our own types always serialize.
pub(crate) fn json<T: serde::Serialize>(w: &mut dyn Write, value: &T) -> std::io::Result<()> {
    serde_json::to_writer_pretty(&mut *w, value).map_err(std::io::Error::other)?;
    writeln!(w)
}
