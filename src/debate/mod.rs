//! The debate: round 0 drafts plan v1; in each round every panel member reviews the same plan
//! version concurrently and answers with a typed verdict; a round with no objection converges,
//! otherwise the consolidator revises the plan, answering every objection. At most three rounds.

mod engine;
pub mod plan;
pub mod rules;
pub mod substance;
pub mod verdict;

use serde::{Deserialize, Serialize};

pub use engine::{DebateError, DebateInput, Debater, Member};
pub use plan::{Decision, Dissent, Plan, Response, Revision, Step};
pub use verdict::{CriterionCheck, Kind, Verdict};

use crate::llm::Tally;

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
}

impl Position {
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
    pub converged: bool,
    /// Objections that stand at the end.
    pub dissent: Vec<Dissent>,
    /// Roles absent from the last round (no valid position), with why, when it did not converge.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub absent: Vec<(String, String)>,
    /// `on_no_consensus: stop` ended the job.
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
    pub spend: Option<crate::report::spend::Against>,
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

    /// The plan to carry out: none when the debate failed or stopped without consensus.
    pub fn plan_to_carry_out(&self) -> Option<&Plan> {
        self.plans.last().filter(|_| !self.stopped && self.failed.is_none())
    }
}
