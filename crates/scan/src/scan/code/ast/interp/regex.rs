//! Regular-expression tests as guards: what a test validates follows from its pattern
//! ([`whole::read`]), not from the API alone. `re.fullmatch(r"[a-z]+", n)` leaves `n` no
//! special character; `re.match(r"[a-z]+", n)` or `/^https?:\/\//.test(u)` leaves anything.

use super::*;
use crate::scan::code::chars;
use crate::scan::code::models::RegexTest;
use crate::scan::code::whole::{self, Anchors, Reading, Syntax};

impl Analysis<'_> {
    /// Validates what a regex test checks on the path where it is `truth`, by the special
    /// characters its pattern leaves the text: where it holds, a whole-text match's; where an
    /// unanchored search for one class fails, every character but the class's. Where it holds,
    /// the literal start of its matches is a prefix test's ([`Self::regex_prefix`]). A pattern
    /// not read (a conditional) or not known validates nothing; `false` where it is a constant by
    /// convention the analysis cannot see (`NAME_RE` of another module): the guard then
    /// validates as its model says.
    pub(super) fn regex_guard(
        &mut self,
        st: &mut State,
        c: &Call,
        re: &RegexTest,
        (checks, domain_end): (Checks, u64),
        truth: bool,
    ) -> bool {
        let mut pattern = match &re.pattern {
            ArgSel::Name(n) if n == judge::ARG_RECEIVER => syntax::receiver_of(c),
            sel => syntax::arg_expr(c, sel),
        };
        if re.of_receiver {
            pattern = pattern.and_then(|p| match &p.kind {
                ExprKind::Call(inner) => syntax::receiver_of(inner),
                _ => None,
            });
        }
        // A regex compiled in place (`re.compile(p, re.M).search(n)`): its value, on a copy of
        // the state (its calls were run already).
        let value = pattern.and_then(|e| match e.kind {
            ExprKind::Call(_) => Some(self.eval(&mut st.clone(), e)),
            _ => self.pure(st, e),
        });
        let Some(text) = value.and_then(|v| v.known_text()) else {
            // Not known: a constant by convention (an ALL_CAPS name or a member of an imported
            // module) validates as the guard's model says; anything else (a variable of
            // unknown value, an object whose `search` is no regex's) validates nothing.
            // Without the pattern where it is looked for (a matcher kept in a variable,
            // `m.matches()`), as the model says too.
            let elsewhere = |e: &Expr| {
                e.dotted().filter(|_| is_path(e)).is_some_and(|d| self.lookup(st, &d).is_none()) && self.constant(st, e)
            };
            return pattern.is_some_and(|e| !elsewhere(e));
        };
        let (body, flags) = match re.slashed.then(|| chars::slashed(&text)).flatten() {
            Some((b, f)) => (b.to_string(), f.to_string()),
            None => (text.clone(), String::new()),
        };
        let syn = Syntax {
            api: re.anchors,
            flavour: re.flavour,
            multiline: flags.contains('m') || self.flagged(c, Word::MultilineFlag),
            verbose: self.flagged(c, Word::VerboseFlag),
        };
        // A test of part of the text (`P.search(s, pos)`) says nothing of the rest.
        let limited = re.limits.iter().any(|sel| syntax::arg_expr(c, sel).is_some());
        let left = match (whole::read(&body, syn), truth) {
            _ if limited => None,
            // Not read: validates nothing.
            (Reading::Unread, _) => None,
            (Reading::Whole { chars, first }, true) => Some((chars, first)),
            // A global or sticky regex (`g`, `y`) starts where its last match ended.
            (Reading::Part, false) if re.anchors == Anchors::None && !flags.contains(['g', 'y']) => {
                let none_of = chars::matched(whole::without_flags(&body), true);
                (none_of != 0).then(|| (chars::all() & !none_of, chars::all() & !none_of))
            }
            _ => None,
        };
        // What the test checks, also through a matcher made for it (`P.matcher(url)`: `url`).
        let targets: Vec<&Expr> = syntax::checked_by(c, checks)
            .into_iter()
            .filter_map(|e| match (&e.kind, re.of_receiver) {
                (ExprKind::Call(m), true) => m.args.first(),
                _ => Some(e),
            })
            .collect();
        if let Some((left, first)) = left {
            self.validate_chars(st, c.func.span, &targets, (left, first));
        }
        if truth && !limited {
            self.regex_prefix(st, c, &targets, (&body, syn));
            self.regex_domain(st, &targets, &whole::end(&body, syn), domain_end);
            self.regex_hosts(st, &targets, &whole::hosts(&body, syn));
        }
        true
    }

    /// A whole match that ends with a constant domain and its leading dot
    /// (`https://[a-z0-9-]+\.example\.com`, not a `shared_domain`): validated against the
    /// guard's `domain_end` attacks (an allowed `Origin`, as a domain suffix test of it is,
    /// [`Self::host_suffix`]), as is one that ends with a whole `https` origin
    /// (`https://app\.example\.com`); nothing else.
    fn regex_domain(&mut self, st: &mut State, targets: &[&Expr], suffix: &str, against: u64) {
        let domain = suffix.strip_prefix('.').is_some_and(|d| self.own_domain(d));
        // Or one origin whole, over TLS (`https://app\.example\.com$`): no other ends so.
        let origin =
            suffix.strip_prefix("https://").is_some_and(|h| guard::named_host(h) && !h.contains(['/', '@', '?', '#']));
        if against == 0 || (!origin && !domain) {
            return;
        }
        for e in targets {
            self.check_against(st, e, Some(against));
        }
    }

    /// A whole match that is one of a few named hosts (`tiles\.(a|b)\.net`), or any subdomain
    /// of them (`([a-z0-9-]+\.)*(a\.com|b\.co\.uk)`, none a `shared_domain`): the URL whose
    /// host was tested leads where the server chose, as where the host equals a constant.
    fn regex_hosts(&mut self, st: &mut State, targets: &[&Expr], hosts: &[String]) {
        if hosts.is_empty() || !hosts.iter().all(|h| self.named_site(h)) {
            return;
        }
        let sites = self.site_attacks();
        for e in targets {
            if is_path(e) {
                self.check_against(st, e, Some(sites));
            }
            self.check_url_against(st, e, Some(sites));
        }
    }

    /// A host named (`api.example.com`), or any under a domain no one else has sites under
    /// (`*.example.com`, not `*.github.io`).
    fn named_site(&self, host: &str) -> bool {
        let host = host.split(':').next().unwrap_or(host).to_ascii_lowercase();
        match host.strip_prefix("*.") {
            Some(d) => self.own_domain(d),
            None => guard::named_host(&host),
        }
    }

    /// Whether every argument after the pattern is a flag the models know by name (alone or
    /// with others, `re.I | re.M`), or a keyword the test reads otherwise (`pos`).
    pub(super) fn flags_known(&self, c: &Call) -> bool {
        c.args
            .iter()
            .skip(1)
            .chain(c.kwargs.iter().filter(|(k, _)| k == "flags").map(|(_, e)| e))
            .all(|a| self.known_flag(a))
    }

    /// A flag by a name the models know, or flags of those joined (`re.I | re.M`).
    fn known_flag(&self, e: &Expr) -> bool {
        let known = |d: &str| {
            [Word::MultilineFlag, Word::VerboseFlag, Word::RegexFlag].into_iter().any(|w| self.models.is(w, d))
        };
        match &e.kind {
            ExprKind::Binary(_, a, b) => self.known_flag(a) && self.known_flag(b),
            _ => e.dotted().filter(|_| is_path(e)).is_some_and(|d| known(&self.resolve(&d)) || known(&d)),
        }
    }

    pub(super) fn flagged(&self, c: &Call, word: Word) -> bool {
        let mut found = false;
        for a in c.args.iter().chain(c.kwargs.iter().map(|(_, e)| e)) {
            a.each(&mut |e| {
                found |= e
                    .dotted()
                    .filter(|_| is_path(e))
                    .is_some_and(|d| self.models.is(word, &self.resolve(&d)) || self.models.is(word, &d))
            });
        }
        found
    }

    /// What the literal start of a test's matches (`^/files/`, `^https://api\.example\.com/`)
    /// tells of the text it checks, as a prefix test would: it cannot be an option, a path
    /// that starts `/` and then no second separator stays on this site, and a prefix that fixes
    /// the site validates the guard's `on_site` attacks, as do the literal starts a match may
    /// have ([`whole::literal_starts`]) where each fixes it.
    fn regex_prefix(&mut self, st: &mut State, c: &Call, targets: &[&Expr], (pattern, syn): (&str, Syntax)) {
        let (prefix, next) = whole::start(pattern, syn);
        let prefix = prefix.as_str();
        let mut cs = prefix.chars();
        // Browsers drop tabs and line breaks from a URL: `/\t/evil.com` is `//evil.com`.
        let separator = chars::of("/\\\t\n\r");
        let bits = match (cs.next(), cs.next()) {
            (None, _) => return,
            (Some('-'), _) => 0,
            // `^/[a-z]`: a second character that is no separator.
            (Some('/'), None) if next.is_some_and(|n| n & separator == 0) => NOT_OPTION | ROOTED | NOT_NETWORK,
            (Some('/'), Some('/' | '\\')) | (Some('/'), None) => NOT_OPTION | ROOTED,
            (Some('/'), Some(_)) => NOT_OPTION | ROOTED | NOT_NETWORK,
            _ => NOT_OPTION,
        };
        let on_site = self.models.call(&self.callee_names(st, c, None)).on_site;
        // Every start a match may have fixes the site (`^https://(www\.)?example\.com/`).
        let fixes = |p: &str| match p.split_once("://*.") {
            Some((scheme, rest)) => {
                self.named_site(&format!("*.{}", rest.split('/').next().unwrap_or("")))
                    && Val::konst(Lit::Str(format!("{scheme}://{rest}"))).leads_to_site()
            }
            None => Val::konst(Lit::Str(p.to_string())).leads_to_site(),
        };
        let fixed = on_site != 0
            && (fixes(prefix) || {
                let starts = whole::literal_starts(pattern, syn);
                !starts.is_empty() && starts.iter().all(|p| fixes(p))
            });
        for &e in targets {
            // Of a variable only, as a prefix test's (not `urlparse(t).path`).
            if fixed && matches!(e.kind, ExprKind::Name(_)) {
                self.check_against(st, e, Some(on_site));
            }
            if let Some(v) = self.pure(st, e) {
                self.mark(st, e, Val { starts: v.starts | bits, ..v });
            }
        }
    }

    /// Validates what `checks` names of `c` as holding none of the special characters but
    /// `left`, and starting with none but `first`: against every attack where it holds at most
    /// `_` and `-`, and cannot start with `-`; else against the attacks that need none of what
    /// is left ([`Models::escaped_by`]). A text that cannot start with `-` is no option. The
    /// match object a kept test gave (`m = NAME.fullmatch(n)`) holds parts of it: validated
    /// the same. Request data in a variable tested is left none of the characters the test
    /// excludes (its taint's `removed`), as a replacement taking them out would leave it.
    pub(super) fn validate_chars(&mut self, st: &mut State, at: Span, targets: &[&Expr], (left, first): (u64, u64)) {
        let option = first & chars::bit('-') != 0;
        let against = match left & !chars::of("_-") == 0 && !option {
            true => None,
            false => Some(self.models.escaped_by(chars::all() & !left, 0)),
        };
        if against == Some(0) && option {
            return;
        }
        let kept = self.kept_var.clone().map(|n| Expr::new(ExprKind::Name(n), at));
        // Through a call only where it keeps every character (`x.lower()`, `x.strip()` but for
        // what it took off), not `os.path.basename(p)`.
        let outer = std::mem::replace(&mut self.chars_only, true);
        for &e in targets.iter().chain(kept.as_ref().iter()) {
            if against != Some(0) {
                self.check_against(st, e, against);
            }
            if !option && Some(e) != kept.as_ref() {
                self.mark_starts(st, e, NOT_OPTION);
            }
            // Request data in a variable it tested holds none of the other characters (a
            // `redirect:` target no `\` or tab can make `//host`); not the match object kept.
            if is_path(e)
                && Some(e) != kept.as_ref()
                && let Some(mut v) = self.pure(st, e).filter(|v| v.taint.is_some() && v.parts.is_none())
            {
                replace::apply(self.models, &mut v, chars::all() & !left, replace::Writes::Text(0, true));
                self.mark(st, e, v);
            }
        }
        self.chars_only = outer;
    }
}
