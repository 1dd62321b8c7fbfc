//! Constant regular expressions that a backtracking engine (Python `re`, JavaScript, Java) can
//! take exponential or high-polynomial time on (ReDoS): a repeated group whose body can match the
//! same text in more than one way from one iteration to the next, as in `(a+)+`, `(a|a)*`,
//! `(\w+\s?)*` or `(.*a){20}`.
//!
//! The check is a conservative approximation over the pattern's syntax tree: it looks for a
//! quantifier inside a repeated group such that everything else in the group can be skipped or
//! matched by the inner quantifier's own characters (so the text can be split between
//! iterations in many ways), and for alternations inside a repeated group whose branches share
//! a character. Patterns the parser does not read (back-references, look-arounds) are passed.

use regex_syntax::ast::{self, Ast, RepetitionKind, RepetitionRange};
use regex_syntax::hir::{Class, ClassUnicode, ClassUnicodeRange, HirKind};

/// Longer patterns are not analysed (each leaf class is parsed on its own).
const MAX_LEN: usize = 2048;
/// A bounded repetition counts as "many" from this count on: `(.*a){10}` is slow enough to
/// matter, `(\w+\s?){1,3}` is not.
const MANY: u32 = 10;
/// How deep the parser may nest groups; the walks below recurse that deep at most.
const NEST_LIMIT: u32 = 64;
/// A chain of this many unbounded repetitions in a row that can each take over the text of the
/// one before (`\w+([-.]\w+)*\.\w+([-.]\w+)*`) backtracks in time of that degree in the
/// input length: high enough to matter. Shorter chains (`.*a.*b.*`) are common and left out.
const CHAIN: usize = 4;
/// At most this many repetitions of one sequence are compared pairwise.
const MAX_CHAIN_ITEMS: usize = 64;

/// Whether `pattern` (a JavaScript `/body/flags` literal is read as its body) can backtrack
/// catastrophically.
pub fn is_catastrophic(pattern: &str) -> bool {
    let pattern = js_literal_body(pattern);
    if pattern.len() > MAX_LEN {
        return false;
    }
    let Ok(tree) = ast::parse::ParserBuilder::new().nest_limit(NEST_LIMIT).build().parse(pattern) else {
        return false;
    };
    Walk { src: pattern }.find(&tree)
}

/// The body of a JavaScript regex literal `/body/flags`; anything else as it is.
fn js_literal_body(p: &str) -> &str {
    if let Some(rest) = p.strip_prefix('/')
        && let Some(end) = rest.rfind('/')
        && end > 0
        && rest[end + 1..].chars().all(|c| "dgimsuyv".contains(c))
    {
        return &rest[..end];
    }
    p
}

/// (min, max) of a repetition; `None` is unbounded.
fn bounds(kind: &RepetitionKind) -> (u32, Option<u32>) {
    match kind {
        RepetitionKind::ZeroOrOne => (0, Some(1)),
        RepetitionKind::ZeroOrMore => (0, None),
        RepetitionKind::OneOrMore => (1, None),
        RepetitionKind::Range(RepetitionRange::Exactly(n)) => (*n, Some(*n)),
        RepetitionKind::Range(RepetitionRange::AtLeast(n)) => (*n, None),
        RepetitionKind::Range(RepetitionRange::Bounded(m, n)) => (*m, Some(*n)),
    }
}

struct Walk<'a> {
    src: &'a str,
}

impl Walk<'_> {
    /// Some repetition in `a` has an ambiguous body.
    fn find(&self, a: &Ast) -> bool {
        match a {
            Ast::Repetition(r) => {
                let (_, max) = bounds(&r.op.kind);
                (max.is_none_or(|m| m >= MANY) && self.ambiguous_body(&r.ast)) || self.find(&r.ast)
            }
            Ast::Group(g) => self.find(&g.ast),
            Ast::Alternation(x) => x.asts.iter().any(|a| self.find(a)),
            Ast::Concat(x) => self.chain(&x.asts) >= CHAIN || x.asts.iter().any(|a| self.find(a)),
            _ => false,
        }
    }

    /// The longest run of unbounded repetitions in `items` where each can take over text from
    /// the one before: their characters overlap and everything between them fits the earlier
    /// one's characters.
    fn chain(&self, items: &[Ast]) -> usize {
        let reps: Vec<(usize, ClassUnicode)> = items
            .iter()
            .enumerate()
            .filter_map(|(i, a)| match ungroup(a) {
                Ast::Repetition(r) if bounds(&r.op.kind).1.is_none() => self.chars(&r.ast).map(|c| (i, c)),
                _ => None,
            })
            .take(MAX_CHAIN_ITEMS)
            .collect();
        if reps.len() < CHAIN {
            return 0;
        }
        // longest[k]: the longest chain ending at reps[k].
        let mut longest = vec![1usize; reps.len()];
        for k in 0..reps.len() {
            for h in 0..k {
                let ((i, ci), (j, cj)) = (&reps[h], &reps[k]);
                if intersects(ci, cj) && items[i + 1..*j].iter().all(|a| self.fits_all(a, ci)) {
                    longest[k] = longest[k].max(longest[h] + 1);
                }
            }
        }
        longest.into_iter().max().unwrap_or(0)
    }

    /// Every character `a` must match is in `set` (and `a` is not an anchor).
    fn fits_all(&self, a: &Ast, set: &ClassUnicode) -> bool {
        match a {
            Ast::Empty(_) | Ast::Flags(_) => true,
            Ast::Assertion(_) => false,
            _ => self.fits(a, set),
        }
    }

    /// The body of a repetition can split the same text between iterations in several ways.
    fn ambiguous_body(&self, body: &Ast) -> bool {
        if let Ast::Alternation(alt) = ungroup(body) {
            for (i, x) in alt.asts.iter().enumerate() {
                for y in &alt.asts[i + 1..] {
                    if self.branches_overlap(x, y) {
                        return true;
                    }
                }
            }
        }
        self.handover(body, &mut Vec::new())
    }

    /// Two alternatives of one character each that share a character (`a|a`, `\w|\d`, `.|\s`),
    /// or two alternatives written the same.
    fn branches_overlap(&self, x: &Ast, y: &Ast) -> bool {
        let (x, y) = (ungroup(x), ungroup(y));
        if !matches!(x, Ast::Empty(_)) && self.text(x) == self.text(y) {
            return true;
        }
        match (self.leaf_class(x), self.leaf_class(y)) {
            (Some(a), Some(b)) => intersects(&a, &b),
            _ => false,
        }
    }

    /// A repetition of more than one item inside `node` (reached through groups, sequences and
    /// alternatives) whose siblings along the way (`others`) can all be skipped or matched with
    /// its own characters: the text it matches can then be cut between this iteration and the
    /// next in many ways.
    fn handover<'t>(&self, node: &'t Ast, others: &mut Vec<&'t Ast>) -> bool {
        match node {
            Ast::Repetition(r) => {
                let (_, max) = bounds(&r.op.kind);
                if max.is_some_and(|m| m < 2) {
                    return false;
                }
                let Some(own) = self.chars(&r.ast) else { return false };
                !own.ranges().is_empty() && others.iter().all(|o| self.fits(o, &own))
            }
            Ast::Group(g) => self.handover(&g.ast, others),
            Ast::Alternation(x) => x.asts.iter().any(|a| self.handover(a, others)),
            Ast::Concat(x) => {
                let n = others.len();
                for (i, item) in x.asts.iter().enumerate() {
                    others.extend(x.asts.iter().enumerate().filter(|(j, _)| *j != i).map(|(_, a)| a));
                    let found = self.handover(item, others);
                    others.truncate(n);
                    if found {
                        return true;
                    }
                }
                false
            }
            _ => false,
        }
    }

    /// `a` can match some text (possibly empty) made only of characters in `set`.
    fn fits(&self, a: &Ast, set: &ClassUnicode) -> bool {
        match a {
            Ast::Empty(_) | Ast::Flags(_) => true,
            // An anchor or word boundary pins where iterations can be cut.
            Ast::Assertion(_) => false,
            Ast::Literal(_) | Ast::Dot(_) | Ast::ClassUnicode(_) | Ast::ClassPerl(_) | Ast::ClassBracketed(_) => {
                self.leaf_class(a).is_some_and(|c| intersects(&c, set))
            }
            Ast::Repetition(r) => bounds(&r.op.kind).0 == 0 || self.fits(&r.ast, set),
            Ast::Group(g) => self.fits(&g.ast, set),
            Ast::Concat(x) => x.asts.iter().all(|a| self.fits(a, set)),
            Ast::Alternation(x) => x.asts.iter().any(|a| self.fits(a, set)),
        }
    }

    /// Every character `a` can match; `None` when a part cannot be read.
    fn chars(&self, a: &Ast) -> Option<ClassUnicode> {
        match a {
            Ast::Empty(_) | Ast::Flags(_) | Ast::Assertion(_) => Some(ClassUnicode::empty()),
            Ast::Literal(_) | Ast::Dot(_) | Ast::ClassUnicode(_) | Ast::ClassPerl(_) | Ast::ClassBracketed(_) => {
                self.leaf_class(a)
            }
            Ast::Repetition(r) => self.chars(&r.ast),
            Ast::Group(g) => self.chars(&g.ast),
            Ast::Concat(x) => self.union(&x.asts),
            Ast::Alternation(x) => self.union(&x.asts),
        }
    }

    fn union(&self, items: &[Ast]) -> Option<ClassUnicode> {
        let mut out = ClassUnicode::empty();
        for a in items {
            out.union(&self.chars(a)?);
        }
        Some(out)
    }

    /// The characters a single-character item matches, read by parsing its own text.
    fn leaf_class(&self, a: &Ast) -> Option<ClassUnicode> {
        if !matches!(
            a,
            Ast::Literal(_) | Ast::Dot(_) | Ast::ClassUnicode(_) | Ast::ClassPerl(_) | Ast::ClassBracketed(_)
        ) {
            return None;
        }
        let hir = regex_syntax::ParserBuilder::new().build().parse(self.text(a)).ok()?;
        match hir.kind() {
            HirKind::Class(Class::Unicode(c)) => Some(c.clone()),
            HirKind::Literal(lit) => {
                let s = std::str::from_utf8(&lit.0).ok()?;
                let mut chars = s.chars();
                let c = chars.next()?;
                chars.next().is_none().then(|| ClassUnicode::new([ClassUnicodeRange::new(c, c)]))
            }
            _ => None,
        }
    }

    fn text(&self, a: &Ast) -> &str {
        let span = a.span();
        self.src.get(span.start.offset..span.end.offset).unwrap_or("")
    }
}

/// `a` without the groups around it.
fn ungroup(mut a: &Ast) -> &Ast {
    while let Ast::Group(g) = a {
        a = &g.ast;
    }
    a
}

fn intersects(a: &ClassUnicode, b: &ClassUnicode) -> bool {
    let mut both = a.clone();
    both.intersect(b);
    !both.ranges().is_empty()
}

#[cfg(test)]
mod tests {
    use super::is_catastrophic;

    #[test]
    fn nested_and_overlapping_repetitions_are_found() {
        for p in [
            "(a+)+",
            "^(a+)+$",
            "(a|a)*",
            r"(\w|\d)+$",
            r"(.|\s)*x",
            r"^(\w+\s?)*$",
            "(.*a){12}",
            "(a*)*b",
            r"^([a-zA-Z0-9]+\.?)+@example\.com$",
            r"(?:\s*\w+\s*)+:",
            "/^(a+)+$/",
            "/(x+x+)+y/i",
            r"(?P<name>(\d+)+)z",
            r"^\w+([-_+.]\w+)*@\w+([-.]\w+)*\.\w+([-.]\w+)*$",
        ] {
            assert!(is_catastrophic(p), "{p}");
        }
    }

    #[test]
    fn patterns_without_ambiguity_pass() {
        for p in [
            "(a+)b",
            "[a-z]+@[a-z]+",
            "(ab)+",
            "(ab+)+",
            "(a+b)+",
            r"(\d+\.){3}\d+",
            r"^(\d{1,3}\.){3}\d{1,3}$",
            r"(\w+\s?){1,3}",
            r"([A-Z][a-z]+)+",
            r#"("[^"]*")*"#,
            r"(\s*,\s*)*",
            r"(/[\w.-]+)*",
            "(a|b)*",
            r"(\b\w+\b\s*)+",
            r"(?<=a)(a+)+",
            r"(a)\1+",
            ".*a.*b.*c",
            r"^[a-zA-Z0-9_.-]+@[a-z]+\.[a-z]{2,}$",
            r"^\w+(?:[-.]\w+)*@\w+\.com$",
            "",
            "/api/users",
            "((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((a))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))+",
        ] {
            assert!(!is_catastrophic(p), "{p}");
        }
    }

    #[test]
    fn deep_nesting_and_long_patterns_do_not_overflow() {
        let deep = format!("{}a{}", "(".repeat(10_000), ")+".repeat(10_000));
        assert!(!is_catastrophic(&deep));
        let long = "(a+)+".repeat(1_000);
        assert!(!is_catastrophic(&long));
    }
}
