//! The debate's rules, in one place: what a verdict counts as once its criteria are weighed,
//! when a round converges, and what follows a round.

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

/// Whether a round converged: no role objects.
pub fn converged(round: &Round) -> bool {
    round.count(Stance::Object) == 0
}

/// What follows a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Next {
    /// Converged with nothing to fold in: the plan stands.
    Agreed,
    /// Converged with suggestions: they are folded into a last version, which stands.
    FoldSuggestions,
    /// Objections remain and rounds are left: the plan is revised to answer them.
    AnswerObjections,
    /// Objections remain and no round is left: the dissent stands.
    NoConsensus,
}

/// What follows `round`; `last` when it was the last round allowed.
pub fn next(round: &Round, last: bool) -> Next {
    match (converged(round), round.count(Stance::Suggest) > 0, last) {
        (true, false, _) => Next::Agreed,
        (true, true, _) => Next::FoldSuggestions,
        (false, _, true) => Next::NoConsensus,
        (false, _, false) => Next::AnswerObjections,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::debate::Position;
    use crate::debate::verdict::CriterionCheck;

    fn position(stance: Stance) -> Position {
        Position {
            role: "r".into(),
            display_name: "R".into(),
            emoji: "x".into(),
            round: 1,
            stance,
            verdict: None,
            invalid: None,
            unmet: Vec::new(),
            changed_from: None,
            asked_again: false,
        }
    }

    fn round(stances: &[Stance]) -> Round {
        Round {
            number: 1,
            plan_version: 1,
            positions: stances.iter().map(|s| position(*s)).collect(),
            converged: false,
        }
    }

    #[test]
    fn what_follows_a_round() {
        use Stance::*;
        assert_eq!(next(&round(&[Agree, Agree]), false), Next::Agreed);
        assert_eq!(next(&round(&[Agree, Suggest]), false), Next::FoldSuggestions);
        assert_eq!(next(&round(&[Agree, Object]), false), Next::AnswerObjections);
        assert_eq!(next(&round(&[Agree, Object]), true), Next::NoConsensus);
        assert!(converged(&round(&[Agree, Invalid])), "today an invalid position is not an objection");
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
