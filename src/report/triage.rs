//! `triage` output: the panel and why each role is on it.

use std::io::Write;

use serde::Serialize;

use crate::context::{Survey, Ticket};
use crate::triage::{Evidence, Panel, Reason, Signal};

use super::{json, pad};

#[derive(Serialize)]
struct TriageJson<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    ticket: Option<&'a Ticket>,
    survey: &'a Survey,
    panel: &'a Panel,
}

pub fn panel(w: &mut dyn Write, panel: &Panel, ticket: Option<&Ticket>, survey: &Survey, as_json: bool) {
    let _ = panel_inner(w, panel, ticket, survey, as_json);
}

fn panel_inner(
    w: &mut dyn Write,
    panel: &Panel,
    ticket: Option<&Ticket>,
    survey: &Survey,
    as_json: bool,
) -> std::io::Result<()> {
    if as_json {
        return json(w, &TriageJson { ticket, survey, panel });
    }
    if let Some(t) = ticket {
        writeln!(w, "ticket:     {}", t.title)?;
    }
    let langs: Vec<String> = survey.languages.iter().take(5).map(|(l, n)| format!("{l} ({n})")).collect();
    writeln!(
        w,
        "repository: {}; {}",
        crate::util::count(survey.files, "file"),
        if langs.is_empty() { "no known languages".into() } else { langs.join(", ") }
    )?;
    writeln!(w)?;
    writeln!(w, "panel ({}, {}):", panel.category, crate::util::count(panel.members.len(), "role"))?;
    for m in &panel.members {
        let why = match m.reason {
            Reason::AlwaysInclude => "always included".to_string(),
            Reason::Matched => format!("score {}", m.score),
            Reason::Filler => format!("score {}, repository evidence only; fills the panel", m.score),
            Reason::CategoryDefault => "category default (nothing else matched)".to_string(),
        };
        writeln!(w, "  {} {} {why}", m.emoji, pad(&m.role, 22))?;
        for e in &m.evidence {
            writeln!(w, "       {}", evidence(e))?;
        }
    }
    if !panel.left_out.is_empty() {
        writeln!(w)?;
        writeln!(w, "left out:")?;
        for l in &panel.left_out {
            writeln!(w, "  {} score {}: {}", pad(&l.role, 24), l.score, l.why)?;
        }
    }
    Ok(())
}

fn evidence(e: &Evidence) -> String {
    let what = match e.signal {
        Signal::Text => format!("ticket says \"{}\"", e.hit.matched),
        Signal::Path => {
            let more = if e.hit.more > 0 { format!(" and {} more", e.hit.more) } else { String::new() };
            format!("file {}{more}", e.hit.matched)
        }
        Signal::Fact => e.hit.matched.clone(),
    };
    format!("{}: {what}", e.trigger)
}
