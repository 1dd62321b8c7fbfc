//! Choosing the panel: every active role of the category is scored by the triggers its input
//! raises, and every chosen role carries the evidence that chose it. Deterministic: the same
//! input, repository and catalog always give the same panel in the same order.

use serde::Serialize;

use crate::catalog::{Catalog, Role};
use crate::context::{Hit, Survey, Ticket, Vocabulary};

/// A panel smaller than this is filled up with the best remaining candidates.
pub const MIN_PANEL: usize = 3;
/// Weight of a trigger raised by the ticket's words, and by the repository.
const TICKET_WEIGHT: f64 = 2.0;
const REPO_WEIGHT: f64 = 1.0;

/// Where a piece of evidence was found.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Signal {
    /// A word or phrase of the ticket, topic or document.
    Text,
    /// A file path in the repository.
    Path,
    /// A survey fact: language, manifest, dependency or folder.
    Fact,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Evidence {
    pub trigger: String,
    pub signal: Signal,
    #[serde(flatten)]
    pub hit: Hit,
}

/// Why a role sits on the panel.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Reason {
    /// `always_include: true`.
    AlwaysInclude,
    /// Its triggers matched the input.
    Matched,
    /// The panel was short; this role had the best remaining repository evidence.
    Filler,
    /// Nothing chose enough roles; the category's default panel did.
    CategoryDefault,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Member {
    pub role: String,
    pub display_name: String,
    pub emoji: String,
    pub reason: Reason,
    pub score: f64,
    pub evidence: Vec<Evidence>,
}

/// A role that was considered and left out, with its score.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct LeftOut {
    pub role: String,
    pub score: f64,
    pub why: String,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Panel {
    pub category: String,
    pub members: Vec<Member>,
    pub left_out: Vec<LeftOut>,
}

/// What triage looks at.
pub struct TriageInput<'a> {
    pub category: &'a str,
    pub ticket: Option<&'a Ticket>,
    pub survey: Option<&'a Survey>,
    pub max_panel: usize,
}

struct Scored<'a> {
    role: &'a Role,
    index: usize,
    score: f64,
    from_text: bool,
    evidence: Vec<Evidence>,
}

/// Chooses the panel for `input.category` among its active roles.
pub fn triage(catalog: &Catalog, vocab: &Vocabulary, input: &TriageInput<'_>) -> Panel {
    let text = input.ticket.map(Ticket::text);
    let facts = input.survey.map(Survey::facts).unwrap_or_default();
    let mut scored: Vec<Scored<'_>> = catalog
        .active(input.category)
        .enumerate()
        .map(|(index, role)| score(role, index, vocab, text.as_deref(), input.survey, &facts))
        .collect();
    let max = input.max_panel.clamp(1, 5);
    let mut members: Vec<Member> = Vec::new();
    let member = |s: &Scored<'_>, reason| Member {
        role: s.role.name().to_string(),
        display_name: s.role.spec.display_name.clone(),
        emoji: s.role.spec.emoji.clone(),
        reason,
        score: s.score,
        evidence: s.evidence.clone(),
    };

    for s in scored.iter().filter(|s| s.role.spec.always_include) {
        if members.len() < max {
            members.push(member(s, Reason::AlwaysInclude));
        }
    }
    // With a ticket, only roles its words raised qualify on their own; repository evidence alone
    // only fills a short panel. Without one (scans), repository evidence qualifies.
    let qualifies = |s: &Scored<'_>| s.score > 0.0 && (text.is_none() || s.from_text);
    scored.sort_by(|a, b| b.score.total_cmp(&a.score).then(a.index.cmp(&b.index)));
    let chosen = |members: &[Member], s: &Scored<'_>| members.iter().any(|m| m.role == s.role.name());
    for s in scored.iter().filter(|s| qualifies(s)) {
        if members.len() < max && !chosen(&members, s) {
            members.push(member(s, Reason::Matched));
        }
    }
    let want = MIN_PANEL.min(max);
    for s in scored.iter().filter(|s| s.score > 0.0) {
        if members.len() < want && !chosen(&members, s) {
            members.push(member(s, Reason::Filler));
        }
    }
    let defaults = vocab.categories.get(input.category).map(|c| c.default_panel.clone()).unwrap_or_default();
    for name in &defaults {
        if members.len() >= want {
            break;
        }
        if let Some(s) = scored.iter().find(|s| s.role.name() == name)
            && !chosen(&members, s)
        {
            members.push(member(s, Reason::CategoryDefault));
        }
    }
    // A category without defaults (a custom one) still gets a panel.
    scored.sort_by_key(|s| s.index);
    for s in &scored {
        if members.len() >= want {
            break;
        }
        if !chosen(&members, s) {
            members.push(member(s, Reason::CategoryDefault));
        }
    }

    let left_out = scored
        .iter()
        .filter(|s| !chosen(&members, s))
        .map(|s| LeftOut {
            role: s.role.name().to_string(),
            score: s.score,
            why: if s.score == 0.0 {
                "no trigger matched".into()
            } else if text.is_some() && !s.from_text {
                "repository evidence only, and the panel was full enough".into()
            } else {
                format!("panel full ({})", crate::util::count(max, "role"))
            },
        })
        .collect();
    Panel { category: input.category.to_string(), members, left_out }
}

fn score<'a>(
    role: &'a Role,
    index: usize,
    vocab: &Vocabulary,
    text: Option<&str>,
    survey: Option<&Survey>,
    facts: &std::collections::BTreeSet<String>,
) -> Scored<'a> {
    let mut s = Scored { role, index, score: 0.0, from_text: false, evidence: Vec::new() };
    for tag in &role.spec.triggers {
        let fallback;
        let trigger = match vocab.triggers.get(tag) {
            Some(t) => t,
            None => {
                fallback = Vocabulary::fallback(tag);
                &fallback
            }
        };
        let mut ev = |signal, hit| s.evidence.push(Evidence { trigger: tag.clone(), signal, hit });
        let text_hits = text.map(|t| trigger.match_text(t)).unwrap_or_default();
        let path_hit = survey.and_then(|sv| trigger.match_paths(&sv.paths));
        let fact_hits = trigger.match_facts(facts);
        let from_text = !text_hits.is_empty();
        let from_repo = path_hit.is_some() || !fact_hits.is_empty();
        for h in text_hits {
            ev(Signal::Text, h);
        }
        if let Some(h) = path_hit {
            ev(Signal::Path, h);
        }
        for h in fact_hits {
            ev(Signal::Fact, h);
        }
        let mut w = 0.0;
        if from_text {
            w += TICKET_WEIGHT;
        }
        if from_repo {
            w += REPO_WEIGHT;
        }
        s.score += w * trigger.weight;
        s.from_text |= from_text;
    }
    s
}
