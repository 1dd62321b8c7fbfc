// A assayer directory lookup program of the h70 set (cwe-090-ldap).
package uk.hallmarkguild.directory;

import java.util.Collections;
import java.util.Hashtable;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import javax.naming.Context;
import javax.naming.NamingException;
import javax.naming.directory.Attributes;
import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
class MakerDirectoryController {

    record Maker(String name, String sponsorMark, String town, String email) {}

    private final String ldapUrl;
    private final String baseDn;

    MakerDirectoryController(@Value("${directory.ldap.url}") String ldapUrl,
                             @Value("${directory.ldap.base:ou=makers,dc=hallmarkguild,dc=uk}") String baseDn) {
        this.ldapUrl = ldapUrl;
        this.baseDn = baseDn;
    }

    static String escape(String value) {
        StringBuilder sb = new StringBuilder();
        for (char c : value.toCharArray()) {
            switch (c) {
                case '\\' -> sb.append("\\5c");
                case '*' -> sb.append("\\2a");
                case '(' -> sb.append("\\28");
                case ')' -> sb.append("\\29");
                case '\0' -> sb.append("\\00");
                default -> sb.append(c);
            }
        }
        return sb.toString();
    }

    @GetMapping("/directory/makers")
    ResponseEntity<List<Maker>> search(@RequestParam(defaultValue = "name") String by, @RequestParam String q)
            throws NamingException {
        Function<String, String> filterFor = switch (by.toLowerCase(Locale.ROOT)) {
            case "name" -> v -> "(&(objectClass=guildMaker)(cn=*" + escape(v) + "*))";
            case "mark" -> v -> "(&(objectClass=guildMaker)(sponsorMark=" + escape(v.toUpperCase(Locale.ROOT)) + "))";
            case "town" -> v -> "(&(objectClass=guildMaker)(l=" + escape(v) + "))";
            default -> null;
        };
        if (filterFor == null || q.isBlank()) {
            return ResponseEntity.badRequest().build();
        }
        String filter = filterFor.apply(q.strip());

        SearchControls controls = new SearchControls();
        controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
        controls.setCountLimit(50);
        controls.setReturningAttributes(new String[] {"cn", "sponsorMark", "l", "mail"});

        DirContext ctx = connect();
        try {
            List<Maker> makers = Collections.list(ctx.search(baseDn, filter, controls)).stream()
                    .map(SearchResult::getAttributes)
                    .map(a -> new Maker(attr(a, "cn"), attr(a, "sponsorMark"), attr(a, "l"), attr(a, "mail")))
                    .toList();
            return ResponseEntity.ok(makers);
        } finally {
            ctx.close();
        }
    }

    private static String attr(Attributes attrs, String id) {
        return Optional.ofNullable(attrs.get(id))
                .map(a -> {
                    try {
                        return String.valueOf(a.get());
                    } catch (NamingException e) {
                        return "";
                    }
                })
                .orElse("");
    }

    private DirContext connect() throws NamingException {
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, ldapUrl);
        env.put(Context.SECURITY_AUTHENTICATION, "simple");
        env.put(Context.SECURITY_PRINCIPAL, "cn=directory-reader,dc=hallmarkguild,dc=uk");
        env.put(Context.SECURITY_CREDENTIALS, System.getenv("DIRECTORY_READER_PASSWORD"));
        return new InitialDirContext(env);
    }
}
