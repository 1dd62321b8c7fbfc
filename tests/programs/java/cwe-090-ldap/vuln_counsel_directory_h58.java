// counsel directory (h58 set)
package com.ashfordblake.directory;

import io.micronaut.http.HttpResponse;
import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.QueryValue;
import io.micronaut.scheduling.TaskExecutors;
import jakarta.inject.Named;

import javax.naming.Context;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.Attributes;
import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;
import java.util.ArrayList;
import java.util.Hashtable;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;

@Controller("/directory")
class CounselDirectoryController {

    record Counsel(String name, String email, String practiceGroup, String office) {}

    private static final String PEOPLE_BASE = System.getenv().getOrDefault("LDAP_PEOPLE_BASE", "ou=people,dc=ashfordblake,dc=law");

    private final ExecutorService io;

    CounselDirectoryController(@Named(TaskExecutors.IO) ExecutorService io) {
        this.io = io;
    }

    private static DirContext bind() throws NamingException {
        Map<String, String> env = System.getenv();
        Hashtable<String, String> props = new Hashtable<>();
        props.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        props.put(Context.PROVIDER_URL, env.get("LDAP_URL"));
        props.put(Context.SECURITY_AUTHENTICATION, "simple");
        props.put(Context.SECURITY_PRINCIPAL, env.get("LDAP_BIND_DN"));
        props.put(Context.SECURITY_CREDENTIALS, env.get("LDAP_BIND_PASSWORD"));
        return new InitialDirContext(props);
    }

    private static String attr(Attributes attrs, String id) throws NamingException {
        return attrs.get(id) == null ? "" : String.valueOf(attrs.get(id).get());
    }

    private static List<Counsel> search(String practiceGroup) {
        SearchControls controls = new SearchControls();
        controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
        controls.setReturningAttributes(new String[] {"cn", "mail", "departmentNumber", "physicalDeliveryOfficeName"});
        controls.setCountLimit(200);

        String filter = "(&(objectClass=inetOrgPerson)(employeeType=attorney)(departmentNumber=" + practiceGroup + "))";
        DirContext ctx = null;
        try {
            ctx = bind();
            NamingEnumeration<SearchResult> results = ctx.search(PEOPLE_BASE, filter, controls);
            List<Counsel> found = new ArrayList<>();
            while (results.hasMore()) {
                Attributes a = results.next().getAttributes();
                found.add(new Counsel(attr(a, "cn"), attr(a, "mail"), attr(a, "departmentNumber"),
                        attr(a, "physicalDeliveryOfficeName")));
            }
            return found;
        } catch (NamingException e) {
            throw new IllegalStateException("directory lookup failed", e);
        } finally {
            if (ctx != null) {
                try { ctx.close(); } catch (NamingException ignored) { }
            }
        }
    }

    @Get("/counsel")
    CompletableFuture<HttpResponse<List<Counsel>>> counsel(@QueryValue("group") String practiceGroup) {
        if (practiceGroup.isBlank() || practiceGroup.length() > 64) {
            return CompletableFuture.completedFuture(HttpResponse.badRequest());
        }
        return CompletableFuture.supplyAsync(() -> search(practiceGroup.strip()), io)
                .<HttpResponse<List<Counsel>>>thenApply(HttpResponse::ok);
    }
}
