// An instructor directory program of the h62 set (cwe-090-ldap).
package com.lotusflow.directory;

import com.unboundid.ldap.sdk.Filter;
import com.unboundid.ldap.sdk.LDAPConnection;
import com.unboundid.ldap.sdk.LDAPConnectionPool;
import com.unboundid.ldap.sdk.LDAPSearchException;
import com.unboundid.ldap.sdk.SearchResultEntry;
import com.unboundid.ldap.sdk.SearchScope;
import com.unboundid.util.ssl.JVMDefaultTrustManager;
import com.unboundid.util.ssl.SSLUtil;
import io.javalin.Javalin;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.regex.Pattern;

/**
 * "Find a teacher" lookup on the studio site, backed by the staff directory that also
 * drives the class scheduling system.
 */
class InstructorDirectory {

    record Instructor(String uid, String displayName, List<String> styles) {}

    private static final String BASE_DN = "ou=instructors,dc=lotusflow,dc=studio";
    private static final Pattern STYLE = Pattern.compile("^[a-z]{3,20}$");

    private final LDAPConnectionPool pool;

    InstructorDirectory(LDAPConnectionPool pool) {
        this.pool = pool;
    }

    static Optional<String> filterFor(String style, String name) {
        if (style == null || !STYLE.matcher(style).matches()) {
            return Optional.empty();
        }
        String namePart = (name == null || name.isBlank()) ? "" : "(cn=*" + Filter.encodeValue(name.strip()) + "*)";
        return Optional.of("(&(objectClass=inetOrgPerson)(yogaStyle=" + style + ")" + namePart + ")");
    }

    CompletableFuture<List<Instructor>> search(String filter) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                return pool.search(BASE_DN, SearchScope.SUB, filter, "uid", "cn", "yogaStyle")
                        .getSearchEntries().stream()
                        .map(InstructorDirectory::toInstructor)
                        .toList();
            } catch (LDAPSearchException e) {
                throw new CompletionException(e);
            }
        });
    }

    private static Instructor toInstructor(SearchResultEntry e) {
        String[] styles = Optional.ofNullable(e.getAttributeValues("yogaStyle")).orElse(new String[0]);
        return new Instructor(e.getAttributeValue("uid"), e.getAttributeValue("cn"), Arrays.asList(styles));
    }

    public static void main(String[] args) throws Exception {
        SSLUtil ssl = new SSLUtil(JVMDefaultTrustManager.getInstance());
        LDAPConnection connection = new LDAPConnection(ssl.createSSLSocketFactory(),
                System.getenv("STUDIO_LDAP_HOST"), 636,
                System.getenv("STUDIO_LDAP_BIND_DN"), System.getenv("STUDIO_LDAP_BIND_PASSWORD"));
        InstructorDirectory directory = new InstructorDirectory(new LDAPConnectionPool(connection, 4));

        Javalin.create()
                .get("/instructors", ctx -> {
                    Optional<String> filter = filterFor(ctx.queryParam("style"), ctx.queryParam("name"));
                    if (filter.isEmpty()) {
                        ctx.status(400).result("style must be a single lowercase word");
                        return;
                    }
                    ctx.future(() -> directory.search(filter.get()).thenAccept(ctx::json));
                })
                .start(7080);
    }
}
