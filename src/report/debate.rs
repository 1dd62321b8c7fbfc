//! Debate output: the round and plan files, and the report.

use std::fmt::Write as _;

use crate::debate::{Outcome, Round, Stance};

pub(crate) fn cost(c: Option<f64>) -> String {
    c.map_or_else(|| "unknown (no price configured)".to_string(), |c| format!("${c:.4}"))
}

/// `round-N.md`: every position of a round.
pub fn round_markdown(r: &Round) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "# Round {} (plan v{})\n", r.number, r.plan_version);
    let absent = crate::debate::rules::absent(r);
    let status = if r.first_reviewer_only {
        "Only the first reviewer was asked (`when-needed`): its confident agreement let the plan stand, and the panel was not convened. This is not a consensus.".to_string()
    } else if r.converged {
        "Converged: every role agreed or suggested.".to_string()
    } else if absent.is_empty() {
        format!("Not converged: {}.", crate::util::count(r.count(Stance::Object), "objection"))
    } else {
        let who: Vec<&str> = absent.iter().map(|(role, _)| *role).collect();
        format!(
            "Not converged: {}; absent (no valid position): {}.",
            crate::util::count(r.count(Stance::Object), "objection"),
            who.join(", ")
        )
    };
    let _ = writeln!(s, "{status}\n");
    for p in &r.positions {
        let _ = writeln!(s, "## {} {} — {}\n", p.emoji, p.display_name, p.stance_label());
        if let Some(m) = &p.model {
            let _ = writeln!(s, "_Model: {}._\n", m.describe());
        }
        if let Some(from) = p.changed_from {
            let _ = writeln!(s, "_Changed from {} in the previous round._\n", from.as_str());
        }
        match &p.verdict {
            Some(v) => {
                let _ = writeln!(s, "{}\n", v.reasoning.trim());
                if !v.alternative.trim().is_empty() {
                    let _ = writeln!(s, "**Alternative:** {}\n", v.alternative.trim());
                }
                if !p.unmet.is_empty() {
                    let _ = writeln!(
                        s,
                        "_Answered AGREE with unmet criteria, so counted as OBJECT: {}._\n",
                        p.unmet.join("; ")
                    );
                }
                for c in &v.criteria {
                    let _ = writeln!(s, "- [{}] {}", if c.met { "x" } else { " " }, c.criterion);
                }
                if !v.criteria.is_empty() {
                    let _ = writeln!(s);
                }
            }
            None => {
                let _ = writeln!(
                    s,
                    "_Absent: no valid position, so this round did not converge. Why: {}_\n",
                    p.invalid.as_deref().unwrap_or("")
                );
            }
        }
        if p.asked_again {
            let _ = writeln!(s, "_The first answer could not be used; the role was asked again._\n");
        }
    }
    s
}

/// Who was absent from the last round, for the status line.
fn absent_note(o: &Outcome) -> String {
    if o.absent.is_empty() {
        return String::new();
    }
    let who: Vec<&str> = o.absent.iter().map(|(r, _)| r.as_str()).collect();
    format!(" (absent from the last round: {})", who.join(", "))
}

/// The report's first line: how the debate ended.
fn status(o: &Outcome) -> String {
    if let Some(why) = &o.failed {
        format!("**The debate failed**: {why}. Nothing was agreed.")
    } else if let Some(first) = o.approved_alone() {
        format!("The plan stands: {}. This is not a consensus of the panel.", first.describe())
    } else if o.converged {
        format!("The panel agreed after {}.", crate::util::count(o.rounds.len(), "round"))
    } else if let Some(v) = &o.vote {
        let then = if v.carried { "the plan is carried out" } else { "stopped (`on_no_consensus: vote`)" };
        format!(
            "No consensus after {}{}; {}; {then}.",
            crate::util::count(o.rounds.len(), "round"),
            absent_note(o),
            v.describe()
        )
    } else if o.stopped {
        format!(
            "No consensus after {}{}; stopped (`on_no_consensus: stop`).",
            crate::util::count(o.rounds.len(), "round"),
            absent_note(o)
        )
    } else {
        format!(
            "No consensus after {}{}; proceeding with the dissent on record.",
            crate::util::count(o.rounds.len(), "round"),
            absent_note(o)
        )
    }
}

/// How the vote at the round cap went, ballot by ballot.
fn vote_section(s: &mut String, v: &crate::debate::Vote) {
    let _ = writeln!(
        s,
        "## Vote\n\nAt the round cap, the valid positions of round {} voted, each weighing its stated confidence (0.5 when none was stated; absent roles do not vote): {}. {}.\n",
        v.round,
        v.count(),
        if v.carried { "Carried: not a consensus, and the dissent is on record" } else { "Not carried: stopped" }
    );
    for b in &v.ballots {
        let side = if b.stance == Stance::Object { "against" } else { "for" };
        let weight = crate::debate::verdict::show_confidence(b.weight);
        let stated = if b.stated { "" } else { ", no confidence stated" };
        let _ = writeln!(s, "- {} ({}): {side}, weight {weight}{stated}", b.role, b.stance.as_str());
    }
    let _ = writeln!(s);
}

/// `report.md`.
pub fn report_markdown(o: &Outcome) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "# Debate: {}\n", o.topic);
    let status = status(o);
    let _ = writeln!(s, "Category `{}`, at most {}. {status}\n", o.category, crate::util::count(o.max_rounds, "round"));
    if let Some(p) = &o.partial {
        let _ = writeln!(s, "**Partial:** {p}\n");
    }
    for n in &o.notes {
        let _ = writeln!(s, "**Note:** {n}\n");
    }
    if let Some(first) = o.when_needed.as_ref().filter(|w| w.convened) {
        let _ = writeln!(s, "**Mode:** {}.\n", first.describe());
    }
    let _ = writeln!(s, "## Panel\n");
    for m in &o.panel {
        let model = m.model.as_ref().map(|m| format!(", model {}", m.describe())).unwrap_or_default();
        let _ = writeln!(s, "- {} {} (`{}`{model}): {}", m.emoji, m.display_name, m.role, m.reason);
    }
    if let Some(m) = &o.planner_model {
        let _ = writeln!(s, "\nPlans drafted and revised with model {}.", m.describe());
    }
    positions_section(&mut s, o);
    if let Some(plan) = o.final_plan() {
        let _ = writeln!(s, "\n## The final plan\n");
        // One level deeper than the plan's own headings.
        for line in plan.markdown().lines() {
            if line.starts_with('#') {
                let _ = writeln!(s, "#{line}");
            } else {
                let _ = writeln!(s, "{line}");
            }
        }
    }
    if let Some(v) = &o.vote {
        vote_section(&mut s, v);
    }
    if !o.dissent.is_empty() {
        let _ = writeln!(s, "## Dissent\n");
        for d in &o.dissent {
            let _ = writeln!(s, "- **{}**: {} Alternative: {}", d.role, d.objection.trim(), d.alternative.trim());
        }
        let _ = writeln!(s);
    }
    usage_section(&mut s, o);
    s
}

/// Each role's position round by round, who changed position and why, and the roles absent.
fn positions_section(s: &mut String, o: &Outcome) {
    let _ = writeln!(s, "\n## Positions, round by round\n");
    if o.rounds.is_empty() {
        let _ = writeln!(s, "No round of review was held.");
        return;
    }
    let _ = write!(s, "| role |");
    for r in &o.rounds {
        let _ = write!(s, " round {} |", r.number);
    }
    let _ = writeln!(s);
    let _ = write!(s, "| --- |");
    for _ in &o.rounds {
        let _ = write!(s, " --- |");
    }
    let _ = writeln!(s);
    for m in &o.panel {
        let _ = write!(s, "| {} |", m.role);
        for r in &o.rounds {
            let cell =
                r.positions.iter().find(|p| p.role == m.role).map_or_else(|| "—".to_string(), |p| p.stance_label());
            let _ = write!(s, " {cell} |");
        }
        let _ = writeln!(s);
    }
    let changes: Vec<_> =
        o.rounds.iter().flat_map(|r| r.positions.iter()).filter(|p| p.changed_from.is_some()).collect();
    if !changes.is_empty() {
        let _ = writeln!(s, "\n## Who changed position, and why\n");
        for p in changes {
            let from = p.changed_from.map_or("", Stance::as_str);
            let why = p.reasoning();
            let _ = writeln!(s, "- {} in round {}: {from} → {}. {}", p.role, p.round, p.stance.as_str(), why.trim());
        }
    }
    let invalid: Vec<_> =
        o.rounds.iter().flat_map(|r| r.positions.iter()).filter(|p| p.stance == Stance::Invalid).collect();
    if !invalid.is_empty() {
        let _ = writeln!(s, "\n## Absent roles (no valid position)\n");
        for p in invalid {
            let _ = writeln!(s, "- {} in round {}: {}", p.role, p.round, p.invalid.as_deref().unwrap_or(""));
        }
    }
}

/// The calls, tokens and cost by role and in total, and the spend against the estimate.
fn usage_section(s: &mut String, o: &Outcome) {
    let _ = writeln!(s, "## Usage\n");
    let _ = writeln!(s, "| who | calls | input tokens | output tokens | cost |\n| --- | ---: | ---: | ---: | ---: |");
    let row = |s: &mut String, who: &str, t: &crate::spend::Tally| {
        let (input, cost) = (t.input_cell(), cost(t.known_cost()));
        let _ = writeln!(s, "| {who} | {} | {input} | {} | {cost} |", t.calls, t.output_tokens);
    };
    for (role, t) in &o.usage_by_role {
        row(s, role, t);
    }
    row(s, "**total**", &o.usage);
    for note in o.usage.notes() {
        let _ = writeln!(s, "\n{note}.");
    }
    if let Some(a) = &o.spend {
        let _ = write!(s, "\n{}", a.markdown());
    }
}
