//! The debate's rules, in one place: what a verdict counts as once its criteria are weighed,
//! when a round converges, and what follows a round.
//!
//! A round converges only when every active role gave a valid AGREE or SUGGEST. A role whose
//! position is invalid (unreadable twice, a failed call, a call the budget refused, an answer
//! with no substance) is absent: never counted as agreement. More than half the panel absent
//! ends the debate as failed.

use super::verdict::{Kind, Verdict};
use super::{Round, Stance};

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
        }
    }

    fn round(stances: &[Stance]) -> Round {
        Round {
            number: 1,
            plan_version: 1,
            positions: stances.iter().enumerate().map(|(i, s)| position(i, *s)).collect(),
            converged: false,
        }
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
    fn an_agree_with_an_unmet_criterion_objects() {
        let mut v = Verdict {
            verdict: Kind::Agree,
            reasoning: "fine".into(),
            alternative: String::new(),
            criteria: vec![CriterionCheck { criterion: "Tests first".into(), met: false }],
        };
        assert_eq!(stance_of(&v), (Stance::Object, vec!["Tests first".to_string()]));
        v.criteria[0].met = true;
        assert_eq!(stance_of(&v), (Stance::Agree, Vec::new()));
    }
}
