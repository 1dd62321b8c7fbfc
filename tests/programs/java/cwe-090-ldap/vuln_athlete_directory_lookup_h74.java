// A athlete directory lookup program of the h74 set (cwe-090-ldap).
package com.ironlaketri.volunteer;

import java.util.ArrayList;
import java.util.Hashtable;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

import javax.naming.Context;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.Attributes;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;

@Path("/athletes")
class AthleteLookupResource {

    private static final Pattern BIB = Pattern.compile("[0-9]{1,5}");
    // bibs issued at packet pickup, pushed in by the registration sync
    static final Set<String> ISSUED_BIBS = ConcurrentHashMap.newKeySet();

    private final ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor();

    @GET
    @Path("/lookup")
    @Produces(MediaType.APPLICATION_JSON)
    public Response lookup(@QueryParam("bib") String bib) throws Exception {
        CompletableFuture<Boolean> issued = CompletableFuture.supplyAsync(
                () -> bib != null && BIB.matcher(bib).matches() && ISSUED_BIBS.contains(bib), pool);

        if (issued.isDone() && !issued.join()) {
            return Response.status(Response.Status.NOT_FOUND).entity(Map.of("error", "no such bib")).build();
        }

        List<Map<String, String>> hits = CompletableFuture
                .supplyAsync(() -> search("(&(objectClass=raceEntrant)(raceBib=" + bib + "))"), pool)
                .get(3, TimeUnit.SECONDS);
        return Response.ok(hits).build();
    }

    private List<Map<String, String>> search(String filter) {
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, "ldaps://directory.ironlaketri.com:636");
        env.put(Context.SECURITY_PRINCIPAL, "uid=volunteer-kiosk,ou=services,dc=ironlaketri,dc=com");
        env.put(Context.SECURITY_CREDENTIALS, System.getenv("KIOSK_LDAP_SECRET"));

        SearchControls controls = new SearchControls();
        controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
        controls.setReturningAttributes(new String[] {"cn", "raceBib", "wave", "emergencyContact"});
        controls.setCountLimit(25);

        List<Map<String, String>> out = new ArrayList<>();
        try {
            InitialDirContext ctx = new InitialDirContext(env);
            try {
                NamingEnumeration<SearchResult> results = ctx.search("ou=entrants,dc=ironlaketri,dc=com", filter, controls);
                while (results.hasMore()) {
                    Attributes a = results.next().getAttributes();
                    out.add(Map.of(
                            "name", String.valueOf(a.get("cn").get()),
                            "bib", String.valueOf(a.get("raceBib").get()),
                            "wave", String.valueOf(a.get("wave").get()),
                            "emergencyContact", String.valueOf(a.get("emergencyContact").get())));
                }
            } finally {
                ctx.close();
            }
        } catch (NamingException e) {
            throw new IllegalStateException("directory lookup failed", e);
        }
        return out;
    }
}
