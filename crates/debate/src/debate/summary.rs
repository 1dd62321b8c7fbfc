//! How a debate ended, as the records that outlive it keep it (a scan's review, a fix-bug or
//! add-feature job): the panel, the rounds, the way it ended, typed. It is rendered to a
//! sentence only where people read it (the console, the Markdown reports).

use std::fmt;

use serde::{Deserialize, Serialize};

use super::{FirstReview, Outcome, Vote};
use crate::event::Seat;
use crate::util::count;

/// How a debate ended, in brief. Its [`Display`](fmt::Display) is the line the commands print.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DebateSummary {
    /// Who sat on the panel and why (each one's model when the panel is not all on the default).
    pub panel: Vec<Seat>,
    /// Rounds held.
    pub rounds: usize,
    pub end: End,
    /// Roles absent from the last round (no valid position), with why.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub absent: Vec<Absent>,
    /// Objections that stand at the end (the dissent on record).
    pub objections: usize,
    /// The title of the last plan version, if one was drafted.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plan: Option<String>,
    /// What the user should know of how the debate was set up (a triage that failed).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
}

/// The way a debate ended, in the order that decides it: failed, approved by one reviewer,
/// agreed, else no consensus (a vote, a stop, or going on with the objections on record).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum End {
    /// No reviewable plan, or more than half the panel absent in a round.
    Failed { why: String },
    /// `when-needed`: the first reviewer approved the plan; the panel was not convened.
    ApprovedAlone(FirstReview),
    /// The panel agreed.
    Agreed,
    /// No consensus at the round cap; a confidence-weighted vote carried the plan or not
    /// (`on_no_consensus: vote`).
    Vote(Vote),
    /// No consensus; the job stopped (`on_no_consensus: stop`).
    Stopped,
    /// No consensus; the plan goes on with the objections on record.
    Proceeding,
}

/// A role absent from the last round, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Absent {
    pub role: String,
    pub why: String,
}

impl Outcome {
    /// How this debate ended, in brief.
    pub fn summary(&self) -> DebateSummary {
        DebateSummary {
            panel: self.seats(),
            rounds: self.rounds.len(),
            end: self.end(),
            absent: self.absent.iter().map(|(role, why)| Absent { role: role.clone(), why: why.clone() }).collect(),
            objections: self.dissent.len(),
            plan: self.final_plan().map(|p| p.title.clone()),
            notes: self.notes.clone(),
        }
    }

    fn end(&self) -> End {
        if let Some(why) = &self.failed {
            End::Failed { why: why.clone() }
        } else if let Some(first) = self.approved_alone() {
            End::ApprovedAlone(first.clone())
        } else if self.converged {
            End::Agreed
        } else if let Some(v) = &self.vote {
            End::Vote(v.clone())
        } else if self.stopped {
            End::Stopped
        } else {
            End::Proceeding
        }
    }

    /// The panel as the progress shows it: each role's model only when not every role speaks
    /// with the default one.
    fn seats(&self) -> Vec<Seat> {
        let mixed = self.panel.iter().any(|m| m.model.as_ref().is_some_and(|r| r.alias != "default"));
        self.panel
            .iter()
            .map(|m| Seat {
                role: m.role.clone(),
                emoji: m.emoji.clone(),
                why: m.reason.clone(),
                model: m.model.as_ref().filter(|_| mixed).map(super::ModelRef::describe),
            })
            .collect()
    }
}

impl fmt::Display for DebateSummary {
    /// One line, and when the debate failed, one more line per absent role saying why.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let rounds = count(self.rounds, "round");
        let objections = count(self.objections, "objection");
        let absent = if self.absent.is_empty() {
            String::new()
        } else {
            let who: Vec<&str> = self.absent.iter().map(|a| a.role.as_str()).collect();
            format!(" ({} absent: {})", who.len(), who.join(", "))
        };
        match &self.end {
            End::Failed { why } => {
                write!(f, "The debate failed: {why}.")?;
                self.absent.iter().try_for_each(|a| write!(f, "\n  {}: {}", a.role, a.why))
            }
            End::ApprovedAlone(first) => write!(f, "The plan stands: {}.", first.describe()),
            End::Agreed => write!(f, "The panel agreed after {rounds}."),
            End::Vote(v) if v.carried => {
                write!(f, "No consensus after {rounds}{absent}: {} ({objections} on record).", v.describe())
            }
            End::Vote(v) => write!(f, "No consensus after {rounds}{absent}: {}: stopped.", v.describe()),
            End::Stopped => write!(f, "No consensus after {rounds}{absent}: stopped."),
            End::Proceeding => {
                write!(f, "No consensus after {rounds}{absent}: proceeding with {objections} on record.")
            }
        }
    }
}

impl DebateSummary {
    /// The line and the notes after it, in one paragraph (a change job's report).
    pub fn with_notes(&self) -> String {
        std::iter::once(self.to_string()).chain(self.notes.iter().cloned()).collect::<Vec<_>>().join(" ")
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::debate::{Dissent, Plan, Round, Stance};

    /// A debate of two roles, `rounds` rounds held, that ended as nothing below says yet.
    fn outcome(rounds: u32) -> Outcome {
        let mut o: Outcome = serde_json::from_value(json!({
            "topic": "Index orders", "category": "coding",
            "panel": [
                { "role": "architect", "display_name": "Architect", "emoji": "🏗️", "reason": "named with --roles",
                  "model": { "alias": "default", "name": "gpt-4.1" } },
                { "role": "dba", "display_name": "DBA", "emoji": "🗄️", "reason": "matched: index",
                  "model": { "alias": "default", "name": "gpt-4.1" } }
            ],
            "max_rounds": 3, "rounds": [], "plans": [], "converged": false, "dissent": [], "stopped": false,
            "usage": {}, "usage_by_role": []
        }))
        .unwrap();
        o.rounds = (1..=rounds)
            .map(|n| Round {
                number: n,
                plan_version: n,
                positions: vec![],
                converged: false,
                first_reviewer_only: false,
            })
            .collect();
        o.plans = vec![Plan::unstructured(rounds.max(1), "Index orders, concurrently", "Build it concurrently.")];
        o
    }

    fn dissent(n: usize) -> Vec<Dissent> {
        let d =
            Dissent { role: "dba".into(), objection: "It locks orders.".into(), alternative: "Concurrently.".into() };
        vec![d; n]
    }

    fn vote(carried: bool) -> Vote {
        let (in_favour, against) = if carried { (1.6, 0.9) } else { (0.5, 1.5) };
        Vote { round: 3, in_favour, against, carried, ballots: vec![] }
    }

    /// Every way a debate ends, and the line the commands print for it (as they always did).
    fn ends() -> Vec<(Outcome, &'static str)> {
        let mut failed = outcome(1);
        failed.failed = Some("more than half the panel was absent in round 1".into());
        failed.absent = vec![("dba".into(), "unreadable twice".into()), ("architect".into(), "the call failed".into())];
        let mut alone = outcome(1);
        alone.when_needed = Some(FirstReview {
            reviewer: "architect".into(),
            stance: Stance::Agree,
            confidence: Some(0.9),
            min_confidence: 0.8,
            convened: false,
        });
        let mut agreed = outcome(2);
        agreed.converged = true;
        let mut carried = outcome(3);
        (carried.vote, carried.dissent, carried.absent) =
            (Some(vote(true)), dissent(1), vec![("dba".into(), "x".into())]);
        let mut lost = outcome(3);
        (lost.vote, lost.stopped) = (Some(vote(false)), true);
        let mut stopped = outcome(3);
        stopped.stopped = true;
        let mut proceeding = outcome(1);
        proceeding.dissent = dissent(2);
        vec![
            (
                failed,
                "The debate failed: more than half the panel was absent in round 1.\n  dba: unreadable twice\n  architect: the call failed",
            ),
            (
                alone,
                "The plan stands: approved by one reviewer (architect, confidence 0.9; when-needed: the panel was not convened).",
            ),
            (agreed, "The panel agreed after 2 rounds."),
            (
                carried,
                "No consensus after 3 rounds (1 absent: dba): carried by a confidence-weighted vote: 1.6 for, 0.9 against — not a consensus; the dissent is on record (1 objection on record).",
            ),
            (
                lost,
                "No consensus after 3 rounds: a confidence-weighted vote did not carry the plan (0.5 for, 1.5 against): stopped.",
            ),
            (stopped, "No consensus after 3 rounds: stopped."),
            (proceeding, "No consensus after 1 round: proceeding with 2 objections on record."),
        ]
    }

    #[test]
    fn each_end_reads_as_the_line_the_commands_print() {
        for (o, line) in ends() {
            assert_eq!(o.summary().to_string(), line);
        }
    }

    /// Written to a report or a run record and read back, a summary is the same value, and
    /// reads as the same line.
    #[test]
    fn a_summary_reads_back_as_it_was_written() {
        for (o, line) in ends() {
            let s = o.summary();
            let again: DebateSummary = serde_json::from_value(serde_json::to_value(&s).unwrap()).unwrap();
            assert_eq!((again.to_string().as_str(), &again), (line, &s));
        }
    }

    /// The shape report.json and run.json hold: typed seats, the rounds, the end by its kind.
    #[test]
    fn a_summary_as_json() {
        let mut o = outcome(3);
        (o.vote, o.dissent, o.absent) = (Some(vote(true)), dissent(1), vec![("dba".into(), "unreadable".into())]);
        o.notes = vec!["The model's triage failed (timeout); the panel is the rules' choice.".into()];
        assert_eq!(
            serde_json::to_value(o.summary()).unwrap(),
            json!({
                "panel": [
                    { "role": "architect", "emoji": "🏗️", "why": "named with --roles" },
                    { "role": "dba", "emoji": "🗄️", "why": "matched: index" }
                ],
                "rounds": 3,
                "end": { "kind": "vote", "round": 3, "for": 1.6, "against": 0.9, "carried": true, "ballots": [] },
                "absent": [{ "role": "dba", "why": "unreadable" }],
                "objections": 1,
                "plan": "Index orders, concurrently",
                "notes": ["The model's triage failed (timeout); the panel is the rules' choice."]
            })
        );
        o.converged = true;
        let agreed = serde_json::to_value(o.summary()).unwrap();
        assert_eq!(agreed["end"], json!({ "kind": "agreed" }));
        assert_eq!(o.summary().with_notes(), format!("The panel agreed after 3 rounds. {}", o.notes[0]));
    }

    /// Each seat names its model only when the panel is not all on the default one.
    #[test]
    fn a_mixed_panel_names_each_seats_model() {
        let mut o = outcome(1);
        assert!(o.summary().panel.iter().all(|s| s.model.is_none()));
        o.panel[1].model = Some(crate::debate::ModelRef { alias: "fast".into(), name: "gpt-4.1-mini".into() });
        let models: Vec<_> = o.summary().panel.into_iter().map(|s| s.model).collect();
        assert_eq!(models, [Some("default (gpt-4.1)".to_string()), Some("fast (gpt-4.1-mini)".to_string())]);
    }
}
