//! The debate's rules, in one place: what a verdict counts as once its criteria are weighed,
//! when a round converges, and what follows a round.
//!
//! A round converges only when every active role gave a valid AGREE or SUGGEST. A role whose
//! position is invalid (unreadable twice, a failed call, a call the budget refused, an answer
//! with no substance) is absent: never counted as agreement. More than half the panel absent
//! ends the debate as failed.
//!
//! At the round cap without consensus, `on_no_consensus: vote` weighs the last round's valid
//! positions by their stated confidence; absent roles do not vote.

use serde::{Deserialize, Serialize};

use super::verdict::{Kind, Verdict};
use super::{Round, Stance};

/// The weight of a vote whose role stated no confidence.
pub const UNSTATED_WEIGHT: f64 = 0.5;

/// What a verdict counts as: an AGREE that reports an unmet convergence criterion is an
/// OBJECT on that criterion. Returns the stance and the unmet criteria that decided it.
pub fn stance_of(v: &Verdict) -> (Stance, Vec<String>) {
    let unmet: Vec<String> = v.criteria.iter().filter(|c| !c.met).map(|c| c.criterion.clone()).collect();
    match v.verdict {
        Kind::Agree if !unmet.is_empty() => (Stance::Object, unmet),
        Kind::Agree => (Stance::Agree, Vec::new()),
        Kind::Object => (Stance::Object, Vec::new()),
        Kind::Suggest => (Stance::Suggest, Vec::new()),
    }
}

/// Whether a round converged: every role gave a valid AGREE or SUGGEST.
pub fn converged(round: &Round) -> bool {
    !round.positions.is_empty() && round.positions.iter().all(|p| matches!(p.stance, Stance::Agree | Stance::Suggest))
}

/// The roles absent from a round (no valid position), with why.
pub fn absent(round: &Round) -> Vec<(&str, &str)> {
    round
        .positions
        .iter()
        .filter(|p| p.stance == Stance::Invalid)
        .map(|p| (p.role.as_str(), p.invalid.as_deref().unwrap_or("no valid position")))
        .collect()
}

/// Whether so many roles were absent (more than half the panel) that the round says nothing.
pub fn too_many_absent(round: &Round) -> bool {
    2 * absent(round).len() > round.positions.len()
}

/// One role's vote.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Ballot {
    pub role: String,
    /// AGREE or SUGGEST: for the plan; OBJECT: against.
    pub stance: Stance,
    /// The stated confidence, or [`UNSTATED_WEIGHT`] when none was stated.
    pub weight: f64,
    pub stated: bool,
}

/// A confidence-weighted vote of a round's valid positions.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Vote {
    pub round: u32,
    #[serde(rename = "for")]
    pub in_favour: f64,
    pub against: f64,
    /// More weight for the plan than against it (a tie does not carry it).
    pub carried: bool,
    pub ballots: Vec<Ballot>,
}

impl Vote {
    /// `1.6 for, 0.9 against`.
    pub fn count(&self) -> String {
        format!(
            "{} for, {} against",
            super::verdict::show_confidence(self.in_favour),
            super::verdict::show_confidence(self.against)
        )
    }

    /// What the vote decided, for the reports.
    pub fn describe(&self) -> String {
        if self.carried {
            format!(
                "carried by a confidence-weighted vote: {} — not a consensus; the dissent is on record",
                self.count()
            )
        } else {
            format!("a confidence-weighted vote did not carry the plan ({})", self.count())
        }
    }
}

/// The confidence-weighted vote of `round`: AGREE and SUGGEST for the plan, OBJECT against,
/// each weighing its stated confidence ([`UNSTATED_WEIGHT`] when none); absent roles do not vote.
pub fn vote(round: &Round) -> Vote {
    let ballots: Vec<Ballot> = round
        .positions
        .iter()
        .filter(|p| p.stance != Stance::Invalid)
        .map(|p| Ballot {
            role: p.role.clone(),
            stance: p.stance,
            weight: p.confidence().unwrap_or(UNSTATED_WEIGHT),
            stated: p.confidence().is_some(),
        })
        .collect();
    let sum = |against: bool| -> f64 {
        ballots.iter().filter(|b| (b.stance == Stance::Object) == against).map(|b| b.weight).sum()
    };
    let (in_favour, against) = (sum(false), sum(true));
    Vote { round: round.number, in_favour, against, carried: in_favour > against, ballots }
}

/// What follows a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Next {
    /// Converged with nothing to fold in: the plan stands.
    Agreed,
    /// Converged with suggestions: they are folded into a last version, which stands.
    FoldSuggestions,
    /// Objections or suggestions to answer, and rounds are left: the plan is revised.
    AnswerObjections,
    /// Only absent roles kept the round from converging, and rounds are left: the same plan is
    /// reviewed again.
    ReviewAgain,
    /// Objections or absent roles remain and no round is left: the dissent stands.
    NoConsensus,
    /// More than half the panel was absent: the debate failed.
    Failed,
}

/// What follows `round`; `last` when it was the last round allowed.
pub fn next(round: &Round, last: bool) -> Next {
    if too_many_absent(round) {
        return Next::Failed;
    }
    let to_answer = round.count(Stance::Object) + round.count(Stance::Suggest) > 0;
    match (converged(round), round.count(Stance::Suggest) > 0, last) {
        (true, false, _) => Next::Agreed,
        (true, true, _) => Next::FoldSuggestions,
        (false, _, true) => Next::NoConsensus,
        (false, _, false) if to_answer => Next::AnswerObjections,
        (false, _, false) => Next::ReviewAgain,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::debate::Position;
    use crate::debate::verdict::CriterionCheck;

    fn position(i: usize, stance: Stance) -> Position {
        Position {
            role: format!("r{i}"),
            display_name: "R".into(),
            emoji: "x".into(),
            round: 1,
            stance,
            verdict: None,
            invalid: (stance == Stance::Invalid).then(|| "the model call failed: 503".to_string()),
            unmet: Vec::new(),
            changed_from: None,
            asked_again: false,
            model: None,
        }
    }

    fn round(stances: &[Stance]) -> Round {
        Round {
            number: 1,
            plan_version: 1,
            positions: stances.iter().enumerate().map(|(i, s)| position(i, *s)).collect(),
            converged: false,
            first_reviewer_only: false,
        }
    }

    /// A round whose positions state these confidences.
    fn stated(stances: &[(Stance, Option<f64>)]) -> Round {
        let mut r = round(&stances.iter().map(|(s, _)| *s).collect::<Vec<_>>());
        for (p, (s, c)) in r.positions.iter_mut().zip(stances) {
            if *s != Stance::Invalid {
                let kind = match s {
                    Stance::Object => Kind::Object,
                    Stance::Suggest => Kind::Suggest,
                    _ => Kind::Agree,
                };
                p.verdict = Some(Verdict {
                    verdict: kind,
                    reasoning: "why".into(),
                    alternative: "alt".into(),
                    criteria: Vec::new(),
                    confidence: *c,
                });
            }
        }
        r
    }

    use Stance::*;

    #[test]
    fn every_role_agrees() {
        assert_eq!(next(&round(&[Agree, Agree]), false), Next::Agreed);
        assert_eq!(next(&round(&[Agree, Agree]), true), Next::Agreed);
    }

    #[test]
    fn agreement_with_suggestions_folds_them_in() {
        assert_eq!(next(&round(&[Agree, Suggest]), false), Next::FoldSuggestions);
        assert_eq!(next(&round(&[Suggest, Suggest]), true), Next::FoldSuggestions);
    }

    #[test]
    fn an_objection_is_answered_or_stands() {
        assert_eq!(next(&round(&[Agree, Object]), false), Next::AnswerObjections);
        assert_eq!(next(&round(&[Agree, Object]), true), Next::NoConsensus);
    }

    #[test]
    fn an_absent_role_is_never_agreement() {
        let r = round(&[Agree, Agree, Invalid]);
        assert!(!converged(&r));
        assert_eq!(absent(&r), vec![("r2", "the model call failed: 503")]);
        // Nothing to answer: the same plan is reviewed again, or the round stands unconverged.
        assert_eq!(next(&r, false), Next::ReviewAgain);
        assert_eq!(next(&r, true), Next::NoConsensus);
        // With something to answer, the plan is revised as usual.
        assert_eq!(next(&round(&[Suggest, Agree, Invalid]), false), Next::AnswerObjections);
    }

    #[test]
    fn half_the_panel_absent_is_not_yet_failure() {
        let r = round(&[Agree, Invalid]);
        assert!(!too_many_absent(&r));
        assert_eq!(next(&r, false), Next::ReviewAgain);
        assert_eq!(next(&round(&[Object, Agree, Invalid, Invalid]), false), Next::AnswerObjections);
    }

    #[test]
    fn more_than_half_absent_fails_the_debate() {
        assert_eq!(next(&round(&[Agree, Invalid, Invalid]), false), Next::Failed);
        assert_eq!(next(&round(&[Invalid, Invalid, Invalid, Invalid]), true), Next::Failed);
        assert_eq!(next(&round(&[Invalid]), false), Next::Failed);
        assert!(!converged(&round(&[])), "an empty round agrees to nothing");
    }

    #[test]
    fn a_vote_weighs_stated_confidence() {
        let v = vote(&stated(&[(Agree, Some(0.9)), (Suggest, Some(0.7)), (Object, Some(0.9)), (Invalid, None)]));
        assert_eq!((v.count().as_str(), v.carried), ("1.6 for, 0.9 against", true));
        assert_eq!(v.ballots.len(), 3, "the absent role does not vote");
        assert_eq!(
            v.describe(),
            "carried by a confidence-weighted vote: 1.6 for, 0.9 against — not a consensus; the dissent is on record"
        );
        // Without a stated confidence a vote weighs 0.5; a tie does not carry the plan.
        let v = vote(&stated(&[(Agree, None), (Object, Some(0.5))]));
        assert_eq!((v.in_favour, v.against, v.carried), (0.5, 0.5, false));
        let v = vote(&stated(&[(Agree, Some(0.3)), (Object, None), (Object, Some(0.2))]));
        assert_eq!((v.count().as_str(), v.carried), ("0.3 for, 0.7 against", false));
        assert_eq!(v.describe(), "a confidence-weighted vote did not carry the plan (0.3 for, 0.7 against)");
        let v = vote(&stated(&[(Invalid, None), (Invalid, None)]));
        assert!(!v.carried, "no votes carry nothing");
    }

    #[test]
    fn an_agree_with_an_unmet_criterion_objects() {
        let mut v = Verdict {
            verdict: Kind::Agree,
            reasoning: "fine".into(),
            alternative: String::new(),
            criteria: vec![CriterionCheck { criterion: "Tests first".into(), met: false }],
            confidence: None,
        };
        assert_eq!(stance_of(&v), (Stance::Object, vec!["Tests first".to_string()]));
        v.criteria[0].met = true;
        assert_eq!(stance_of(&v), (Stance::Agree, Vec::new()));
    }
}
