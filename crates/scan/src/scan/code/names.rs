//! Names as the rules write them: callee and source patterns (`*.execute`, `subprocess.*`,
//! `request.args`).

/// `*.name` matches a member `name` of anything; `a.b` matches exactly, or as a prefix when the
/// pattern ends with `.*`.
pub(super) fn callee_matches(pattern: &str, callee: &str) -> bool {
    if let Some(member) = pattern.strip_prefix("*.") {
        return callee.len() > member.len()
            && callee.ends_with(member)
            && callee.as_bytes()[callee.len() - member.len() - 1] == b'.';
    }
    // `a.*.m`: method `m` of anything module `a` made (`xml.etree.ElementTree.*.findall` is
    // `findall` on a tree `ET.parse` made, on its root, or on an element found in it).
    if let Some((prefix, member)) = pattern.split_once(".*.") {
        return callee.len() > prefix.len() + member.len() + 1
            && callee.starts_with(prefix)
            && callee.as_bytes()[prefix.len()] == b'.'
            && callee.ends_with(member)
            && callee.as_bytes()[callee.len() - member.len() - 1] == b'.';
    }
    if let Some(prefix) = pattern.strip_suffix(".*") {
        return callee.starts_with(prefix) && callee.as_bytes().get(prefix.len()) == Some(&b'.');
    }
    pattern == callee
}

/// Callee patterns with a value each, indexed by the last name segment a callee they match
/// has (`*.startswith` under `startswith`); those matching any last segment (`subprocess.*`)
/// apart. A call's patterns are then found without trying each.
#[derive(Debug)]
pub(super) struct CalleeIndex<T> {
    by_last: std::collections::HashMap<String, Vec<(String, T)>>,
    wildcard: Vec<(String, T)>,
}

impl<T> Default for CalleeIndex<T> {
    fn default() -> Self {
        CalleeIndex { by_last: std::collections::HashMap::new(), wildcard: Vec::new() }
    }
}

impl<T> CalleeIndex<T> {
    pub(super) fn insert(&mut self, pattern: &str, value: T) {
        match pattern.rsplit_once('.') {
            Some((_, "*")) => self.wildcard.push((pattern.to_string(), value)),
            Some((_, last)) => self.by_last.entry(last.to_string()).or_default().push((pattern.to_string(), value)),
            None => self.by_last.entry(pattern.to_string()).or_default().push((pattern.to_string(), value)),
        }
    }

    /// The values of the patterns that are `callee` itself, no wildcard in them.
    pub(super) fn exactly<'a>(&'a self, callee: &'a str) -> impl Iterator<Item = &'a T> + 'a {
        let last = callee.rsplit('.').next().unwrap_or(callee);
        self.by_last.get(last).into_iter().flatten().filter(move |(pattern, _)| pattern == callee).map(|(_, v)| v)
    }

    /// The values of the patterns `callee` matches: those of its last segment in the order
    /// inserted, then those matching any last segment.
    pub(super) fn matching<'a>(&'a self, callee: &'a str) -> impl Iterator<Item = &'a T> + 'a {
        let last = callee.rsplit('.').next().unwrap_or(callee);
        self.by_last
            .get(last)
            .into_iter()
            .flatten()
            .chain(&self.wildcard)
            .filter(move |(pattern, _)| callee_matches(pattern, callee))
            .map(|(_, v)| v)
    }
}

/// Whether a chain (`request.args.get`) is or reads a source pattern.
pub(super) fn source_matches(pattern: &str, chain: &str) -> bool {
    if let Some(member) = pattern.strip_prefix("*.") {
        // `member` at any segment boundary after the first segment.
        let mut from = 0;
        while let Some(pos) = chain[from..].find('.') {
            let rest = &chain[from + pos + 1..];
            if rest.starts_with(member) && rest.as_bytes().get(member.len()).is_none_or(|c| *c == b'.') {
                return true;
            }
            from += pos + 1;
        }
        return false;
    }
    chain == pattern || (chain.starts_with(pattern) && chain.as_bytes().get(pattern.len()) == Some(&b'.'))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn callee_patterns() {
        assert!(callee_matches("*.execute", "cursor.execute"));
        assert!(callee_matches("*.execute", "self.db.cursor.execute"));
        assert!(!callee_matches("*.execute", "execute"));
        assert!(!callee_matches("*.execute", "cursor.executemany"));
        assert!(callee_matches("os.system", "os.system"));
        assert!(callee_matches("subprocess.*", "subprocess.run"));
        assert!(!callee_matches("subprocess.*", "subprocess2.run"));
        assert!(callee_matches("xml.etree.ElementTree.*.findall", "xml.etree.ElementTree.parse.getroot.findall"));
        assert!(callee_matches("xml.etree.ElementTree.*.find", "xml.etree.ElementTree.fromstring.find"));
        assert!(!callee_matches("xml.etree.ElementTree.*.find", "xml.etree.ElementTree.find"));
        assert!(!callee_matches("xml.etree.ElementTree.*.find", "xml.etree.ElementTree.parse.rfind"));
        assert!(!callee_matches("lxml.etree.*.find", "lxml.etreex.parse.find"));
        assert!(source_matches("request.args", "request.args.get"));
        assert!(!source_matches("request.args", "request.argsx"));
        assert!(source_matches("*.getParameter", "request.getParameter.trim"));
        assert!(source_matches("*.URL.Query", "r.URL.Query.Get"));
        assert!(!source_matches("*.getParameter", "getParameter"));
    }

    #[test]
    fn an_index_finds_the_patterns_a_callee_matches() {
        let mut idx = CalleeIndex::default();
        for (i, p) in ["*.execute", "os.system", "subprocess.*", "xml.etree.*.find", "system"].iter().enumerate() {
            idx.insert(p, i);
        }
        let found = |c: &str| idx.matching(c).copied().collect::<Vec<_>>();
        assert_eq!(found("cursor.execute"), [0]);
        assert_eq!(found("os.system"), [1]);
        assert_eq!(found("system"), [4]);
        assert_eq!(found("subprocess.run"), [2]);
        assert_eq!(found("xml.etree.parse.find"), [3]);
        assert!(found("execute").is_empty() && found("my_os.system").is_empty());
    }
}
