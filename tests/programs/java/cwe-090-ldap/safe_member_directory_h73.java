// A member directory program of the h73 set (cwe-090-ldap).
package org.granitehouse.members;

import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Hashtable;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import javax.naming.Context;
import javax.naming.NamingEnumeration;
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
public class MemberDirectoryController {

    private static final String BASE_DN = "ou=members,dc=granitehouse,dc=org";

    @Value("${directory.url:ldaps://ldap.granitehouse.org:636}")
    private String ldapUrl;

    @Value("${directory.bind-dn}")
    private String bindDn;

    @Value("${directory.bind-password}")
    private String bindPassword;

    @GetMapping("/directory/search")
    public ResponseEntity<?> search(@RequestParam("name") String name) throws NamingException {
        if (name.isBlank() || name.length() > 64) {
            return ResponseEntity.badRequest().body(Map.of("error", "name must be 1-64 characters"));
        }

        // Members type names on phones with all sorts of keyboards; fold to a canonical form.
        String wanted = Normalizer.normalize(name, Normalizer.Form.NFKC).strip();
        for (char c : "*()\\&|=!".toCharArray()) {
            if (wanted.indexOf(c) >= 0) {
                return ResponseEntity.badRequest().body(Map.of("error", "unsupported character in name"));
            }
        }

        String filter = "(&(objectClass=inetOrgPerson)(memberStatus=active)(cn={0}))";

        SearchControls controls = new SearchControls();
        controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
        controls.setReturningAttributes(new String[] {"cn", "mail", "telephoneNumber", "clubTeam"});
        controls.setCountLimit(25);

        List<Map<String, String>> members = new ArrayList<>();
        DirContext ctx = connect();
        try {
            NamingEnumeration<SearchResult> results = ctx.search(BASE_DN, filter, new Object[] {wanted}, controls);
            while (results.hasMore()) {
                Attributes attrs = results.next().getAttributes();
                members.add(Map.of(
                        "name", text(attrs, "cn"),
                        "email", text(attrs, "mail").toLowerCase(Locale.ROOT),
                        "phone", text(attrs, "telephoneNumber"),
                        "team", text(attrs, "clubTeam")));
            }
        } finally {
            ctx.close();
        }
        return ResponseEntity.ok(members);
    }

    private DirContext connect() throws NamingException {
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, ldapUrl);
        env.put(Context.SECURITY_AUTHENTICATION, "simple");
        env.put(Context.SECURITY_PRINCIPAL, bindDn);
        env.put(Context.SECURITY_CREDENTIALS, bindPassword);
        return new InitialDirContext(env);
    }

    private static String text(Attributes attrs, String id) throws NamingException {
        var attr = attrs.get(id);
        return attr == null ? "" : String.valueOf(attr.get());
    }
}
