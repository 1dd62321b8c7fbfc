//! The debate: round 0 drafts plan v1; in each round every panel member reviews the same plan
//! version concurrently and answers with a typed verdict; a round with no objection converges,
//! otherwise the consolidator revises the plan, answering every objection. At most three rounds.
//! In `when-needed` mode one reviewer reads plan v1 first, and the panel is convened only when it
//! objects or is unsure.

mod engine;
pub mod plan;
pub mod rules;
pub mod substance;
mod summary;
pub mod verdict;

use serde::{Deserialize, Serialize};

pub use engine::{DebateError, DebateInput, Debater, Member};
pub use plan::{Decision, Dissent, Plan, Response, Revision, Step};
pub use rules::{Ballot, Vote};
pub use summary::{Absent, DebateSummary, End};
pub use verdict::{CriterionCheck, Kind, Verdict};

use crate::config::{DebateMode, DiscussionConfig};
use crate::llm::Tally;

/// How the panel debates (`discussion.mode`, `.min_confidence`, `.models`).
#[derive(Debug, Clone, PartialEq)]
pub struct Conduct {
    pub mode: DebateMode,
    /// In `when-needed` mode, the confidence the first reviewer's agreement needs.
    pub min_confidence: f64,
    /// Model aliases the roles take in turn, unless a role names its own.
    pub models: Vec<String>,
}

impl Default for Conduct {
    fn default() -> Conduct {
        Conduct::from(&DiscussionConfig::default())
    }
}

impl From<&DiscussionConfig> for Conduct {
    fn from(d: &DiscussionConfig) -> Conduct {
        Conduct { mode: d.mode, min_confidence: d.min_confidence, models: d.models.clone() }
    }
}

/// The model a position or plan came from: the alias the role was given, and the model name
/// it resolved to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ModelRef {
    pub alias: String,
    pub name: String,
}

impl ModelRef {
    /// `fast (gpt-4.1-mini)`.
    pub fn describe(&self) -> String {
        format!("{} ({})", self.alias, self.name)
    }
}

/// How a position counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Stance {
    Agree,
    Object,
    Suggest,
    /// No valid position (unreadable, failed, refused by the budget, no substance): the role
    /// is absent from the round, which therefore does not converge.
    Invalid,
}

impl Stance {
    pub fn as_str(self) -> &'static str {
        match self {
            Stance::Agree => "AGREE",
            Stance::Object => "OBJECT",
            Stance::Suggest => "SUGGEST",
            Stance::Invalid => "ABSENT",
        }
    }
}

/// One role's position in one round.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Position {
    pub role: String,
    pub display_name: String,
    pub emoji: String,
    pub round: u32,
    pub stance: Stance,
    /// The verdict as the role gave it (absent for an invalid position).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub verdict: Option<Verdict>,
    /// Why the position is invalid.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub invalid: Option<String>,
    /// The criterion that turned an AGREE into an OBJECT.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub unmet: Vec<String>,
    /// The stance in the previous round, when it changed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub changed_from: Option<Stance>,
    /// The role was asked again (unreadable answer or OBJECT without alternative).
    pub asked_again: bool,
    /// The model that spoke for the role.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub model: Option<ModelRef>,
}

impl Position {
    /// The confidence the role stated (0 to 1), if it stated one.
    pub fn confidence(&self) -> Option<f64> {
        self.verdict.as_ref().and_then(|v| v.confidence)
    }

    /// `OBJECT`, or `OBJECT (0.8)` with a stated confidence.
    pub fn stance_label(&self) -> String {
        match self.confidence() {
            Some(c) => format!("{} ({})", self.stance.as_str(), verdict::show_confidence(c)),
            None => self.stance.as_str().to_string(),
        }
    }

    pub fn reasoning(&self) -> &str {
        self.verdict.as_ref().map_or_else(|| self.invalid.as_deref().unwrap_or(""), |v| v.reasoning.as_str())
    }

    pub fn alternative(&self) -> &str {
        self.verdict.as_ref().map_or("", |v| v.alternative.as_str())
    }

    /// The first sentence of the reasoning, for progress lines.
    pub fn one_line(&self) -> String {
        let r = self.reasoning().trim();
        let first = r.split_inclusive(['.', '\n']).next().unwrap_or(r).trim();
        crate::util::clip(first, 100)
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Round {
    pub number: u32,
    pub plan_version: u32,
    pub positions: Vec<Position>,
    pub converged: bool,
    /// `when-needed`: only the first reviewer was asked, and its confident agreement let the
    /// plan stand; the panel was not convened (the round is not a consensus).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub first_reviewer_only: bool,
}

impl Round {
    pub fn count(&self, s: Stance) -> usize {
        self.positions.iter().filter(|p| p.stance == s).count()
    }
}

/// Everything a debate produced.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Outcome {
    pub topic: String,
    pub category: String,
    pub panel: Vec<Member>,
    pub max_rounds: u8,
    pub rounds: Vec<Round>,
    /// Every plan version, v1 first.
    pub plans: Vec<Plan>,
    /// The panel agreed (every role asked in the last round agreed or suggested). Not so when
    /// one reviewer approved the plan without the panel (`when_needed`) or a vote carried it.
    pub converged: bool,
    /// The model of the drafter and consolidator (the lead's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub planner_model: Option<ModelRef>,
    /// `discussion.mode: when-needed`: who reviewed first, and whether the panel was convened.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub when_needed: Option<FirstReview>,
    /// `on_no_consensus: vote`: the confidence-weighted vote at the round cap.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vote: Option<Vote>,
    /// Objections that stand at the end.
    pub dissent: Vec<Dissent>,
    /// Roles absent from the last round (no valid position), with why, when it did not converge.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub absent: Vec<(String, String)>,
    /// `on_no_consensus: stop` ended the job (or `vote`, when the vote did not carry the plan).
    pub stopped: bool,
    /// The debate ended before its rounds were done (budget spent, consolidator failed).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub partial: Option<String>,
    /// The debate failed: no reviewable plan, or more than half the panel absent in a round.
    /// A failed debate agrees to nothing and nothing is carried out.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub failed: Option<String>,
    pub usage: Tally,
    pub usage_by_role: Vec<(String, Tally)>,
    /// What the user should know of how the debate was set up (a triage that failed).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
    /// The consolidator asked the user a question no one could answer now: the debate stopped
    /// there, to be resumed with the answer (`agentsmith resume --answer`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub paused: Option<Pause>,
    /// The consolidator's questions and the user's answers.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub answers: Vec<UserAnswer>,
    /// What the debate spent against its worst case (the estimate `--dry-run` prints).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spend: Option<crate::spend::Against>,
}

/// The first review of a `when-needed` debate.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FirstReview {
    pub reviewer: String,
    pub stance: Stance,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub confidence: Option<f64>,
    /// The confidence an agreement needed (`discussion.min_confidence`).
    pub min_confidence: f64,
    /// The panel was convened: the reviewer objected, was unsure, or gave no valid position.
    pub convened: bool,
}

impl FirstReview {
    /// `security-reviewer, confidence 0.9` (or `no confidence stated`).
    pub fn who(&self) -> String {
        match self.confidence {
            Some(c) => format!("{}, confidence {}", self.reviewer, verdict::show_confidence(c)),
            None => format!("{}, no confidence stated", self.reviewer),
        }
    }

    /// Why the panel was or was not convened: what the first reviewer answered.
    pub fn reason(&self) -> String {
        let show = verdict::show_confidence;
        let (who, stance, min) = (&self.reviewer, self.stance.as_str(), show(self.min_confidence));
        match (self.convened, self.stance, self.confidence) {
            (false, _, c) => {
                format!("{who} answered {stance} with confidence {} (at least {min} needed)", show(c.unwrap_or(0.0)))
            }
            (true, Stance::Object, _) => format!("{who} objected"),
            (true, Stance::Invalid, _) => format!("{who} gave no valid position"),
            (true, _, None) => format!("{who} answered {stance} but stated no confidence"),
            (true, _, Some(c)) => format!("{who} answered {stance} with confidence {}, under {min}", show(c)),
        }
    }

    /// What the first review decided, for the reports.
    pub fn describe(&self) -> String {
        if self.convened {
            format!("when-needed: the panel was convened because {}", self.reason())
        } else {
            format!("approved by one reviewer ({}; when-needed: the panel was not convened)", self.who())
        }
    }
}

/// Where a debate waits for the user: the revision after `round`, and the question.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pause {
    pub round: u32,
    pub question: String,
    pub why: String,
}

/// A question the consolidator asked (in the revision after `round`) and the user's answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct UserAnswer {
    pub round: u32,
    pub question: String,
    pub why: String,
    pub answer: String,
}

impl Outcome {
    pub fn final_plan(&self) -> Option<&Plan> {
        self.plans.last()
    }

    /// The plan to carry out: none when the debate failed or stopped without consensus (or
    /// the vote did not carry it).
    pub fn plan_to_carry_out(&self) -> Option<&Plan> {
        self.plans.last().filter(|_| !self.stopped && self.failed.is_none())
    }

    /// The first review, when it let the plan stand without the panel.
    pub fn approved_alone(&self) -> Option<&FirstReview> {
        self.when_needed.as_ref().filter(|w| !w.convened)
    }

    /// Whether the plan stands without `--force`: the panel agreed, one reviewer approved it
    /// in `when-needed` mode, or a vote carried it at the round cap. A failed debate never.
    pub fn stands(&self) -> bool {
        self.failed.is_none()
            && (self.converged || self.approved_alone().is_some() || self.vote.as_ref().is_some_and(|v| v.carried))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_verdict_and_plan_schemas() {
        use crate::ask::Answer;
        let mut v = <Verdict as Answer>::schema();
        // Doc comments become descriptions, which models read too.
        assert_eq!(
            v.as_object_mut().and_then(|m| m.remove("description")),
            Some("A role's answer about one plan version.".into())
        );
        assert_eq!(
            v,
            serde_json::json!({
                "type": "object",
                "properties": {
                    "verdict": { "type": "string", "enum": ["AGREE", "OBJECT", "SUGGEST"] },
                    "reasoning": { "type": "string" },
                    "alternative": { "type": "string" },
                    "criteria": {
                        "type": "array",
                        "items": {
                            "type": "object",
                            "properties": { "criterion": { "type": "string" }, "met": { "type": "boolean" } },
                            "required": ["criterion", "met"],
                            "additionalProperties": false
                        }
                    },
                    "confidence": {
                        "type": ["number", "null"],
                        "description": "How sure the role is of its verdict, from 0 (a guess) to 1 (certain)."
                    }
                },
                "required": ["verdict", "reasoning", "alternative", "criteria", "confidence"],
                "additionalProperties": false
            })
        );
        let p = <Plan as Answer>::schema();
        assert_eq!(p["required"], serde_json::json!(["title", "summary", "steps", "risks", "responses"]));
        assert_eq!(
            p["properties"]["responses"]["items"]["properties"]["decision"]["enum"],
            serde_json::json!(["adopted", "rejected"])
        );
    }
}
