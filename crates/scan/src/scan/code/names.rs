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
}
