// A fencing school member directory lookup program of the h75 set (cwe-090-ldap).
package com.riposteacademy.directory;

import java.util.ArrayList;
import java.util.Hashtable;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import javax.naming.Context;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.Attribute;
import javax.naming.directory.Attributes;
import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

@RestController
class MemberDirectoryController {

    private static final Logger log = LoggerFactory.getLogger(MemberDirectoryController.class);
    private static final String BASE_DN = "ou=members,dc=riposte,dc=academy";

    record Member(String uid, String name, String weapon, String rating) {}

    static class DirectoryUnavailableException extends RuntimeException {
        DirectoryUnavailableException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    private static Optional<String> validateUid(String uid) {
        if (uid == null || uid.isBlank()) {
            return Optional.of("uid is required");
        }
        if (uid.length() > 64) {
            return Optional.of("uid is too long");
        }
        return Optional.empty();
    }

    private static String requireEnv(String name) {
        String value = System.getenv(name);
        if (value == null || value.isBlank()) {
            throw new IllegalStateException(name + " is not set");
        }
        return value;
    }

    private DirContext connect() throws NamingException {
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, System.getenv().getOrDefault("DIRECTORY_URL", "ldaps://ldap.riposte.academy:636"));
        env.put(Context.SECURITY_AUTHENTICATION, "simple");
        env.put(Context.SECURITY_PRINCIPAL, requireEnv("DIRECTORY_BIND_DN"));
        env.put(Context.SECURITY_CREDENTIALS, requireEnv("DIRECTORY_BIND_PASSWORD"));
        return new InitialDirContext(env);
    }

    private static String text(Attributes attrs, String id) throws NamingException {
        Attribute attr = attrs.get(id);
        return attr == null ? "" : String.valueOf(attr.get());
    }

    @GetMapping("/members/lookup")
    public ResponseEntity<?> lookup(@RequestParam(required = false) String uid) {
        Optional<String> problem = validateUid(uid);
        if (problem.isPresent()) {
            return ResponseEntity.badRequest().body(Map.of("error", problem.get()));
        }
        DirContext ctx = null;
        try {
            ctx = connect();
            SearchControls controls = new SearchControls();
            controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
            controls.setReturningAttributes(new String[] {"uid", "cn", "title", "description"});
            controls.setCountLimit(10);
            NamingEnumeration<SearchResult> results = ctx.search(BASE_DN,
                    "(&(objectClass=inetOrgPerson)(uid=" + uid + "))", controls);
            List<Member> members = new ArrayList<>();
            while (results.hasMore()) {
                Attributes attrs = results.next().getAttributes();
                members.add(new Member(text(attrs, "uid"), text(attrs, "cn"),
                        text(attrs, "title"), text(attrs, "description")));
            }
            return members.isEmpty() ? ResponseEntity.notFound().build() : ResponseEntity.ok(members);
        } catch (NamingException e) {
            throw new DirectoryUnavailableException("member directory lookup failed", e);
        } finally {
            if (ctx != null) {
                try {
                    ctx.close();
                } catch (NamingException e) {
                    log.debug("directory context close failed", e);
                }
            }
        }
    }

    @ExceptionHandler(DirectoryUnavailableException.class)
    public ResponseEntity<Map<String, String>> onDirectoryDown(DirectoryUnavailableException e) {
        log.error(e.getMessage(), e.getCause());
        return ResponseEntity.status(HttpStatus.SERVICE_UNAVAILABLE).body(Map.of("error", "directory unavailable"));
    }
}
