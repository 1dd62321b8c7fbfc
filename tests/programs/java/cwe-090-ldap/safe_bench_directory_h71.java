// A bench directory program of the h71 set (cwe-090-ldap).
package com.marblewell.bindery.directory;

import java.util.ArrayList;
import java.util.Hashtable;
import java.util.List;
import java.util.Map;

import javax.naming.Context;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.Attributes;
import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;

class InvalidBenchException extends RuntimeException {
    InvalidBenchException(String message) {
        super(message);
    }
}

@Provider
class InvalidBenchMapper implements ExceptionMapper<InvalidBenchException> {
    @Override
    public Response toResponse(InvalidBenchException e) {
        return Response.status(Response.Status.BAD_REQUEST)
                .entity(Map.of("error", e.getMessage()))
                .type(MediaType.APPLICATION_JSON)
                .build();
    }
}

record Binder(String uid, String displayName, String speciality, String bench) {}

@Path("/benches")
@Produces(MediaType.APPLICATION_JSON)
class BenchDirectoryResource {
    private static final String BASE = "ou=staff,dc=marblewell,dc=co,dc=uk";

    static String filterValue(String raw) {
        if (raw == null || raw.isBlank() || raw.length() > 32) {
            throw new InvalidBenchException("bench names are 1-32 characters");
        }
        StringBuilder b = new StringBuilder();
        for (char c : raw.strip().toCharArray()) {
            switch (c) {
                case '\\' -> b.append("\\5c");
                case '*' -> b.append("\\2a");
                case '(' -> b.append("\\28");
                case ')' -> b.append("\\29");
                case '\0' -> b.append("\\00");
                default -> b.append(c);
            }
        }
        return b.toString();
    }

    @GET
    @Path("/{bench}/binders")
    public List<Binder> binders(@PathParam("bench") String bench) throws NamingException {
        String term = filterValue(bench);
        String filter = "(&(objectClass=inetOrgPerson)(employeeType=binder)(roomNumber=" + term + "))";

        SearchControls controls = new SearchControls();
        controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
        controls.setReturningAttributes(new String[] {"uid", "cn", "title", "roomNumber"});
        controls.setCountLimit(25);

        DirContext ctx = new InitialDirContext(environment());
        try {
            List<Binder> out = new ArrayList<>();
            NamingEnumeration<SearchResult> results = ctx.search(BASE, filter, controls);
            while (results.hasMore()) {
                Attributes a = results.next().getAttributes();
                out.add(new Binder(attr(a, "uid"), attr(a, "cn"), attr(a, "title"), attr(a, "roomNumber")));
            }
            return out;
        } finally {
            ctx.close();
        }
    }

    private static String attr(Attributes a, String id) throws NamingException {
        return a.get(id) == null ? null : String.valueOf(a.get(id).get());
    }

    private static Hashtable<String, Object> environment() {
        Hashtable<String, Object> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, "ldaps://directory.marblewell.co.uk:636");
        env.put(Context.SECURITY_AUTHENTICATION, "simple");
        env.put(Context.SECURITY_PRINCIPAL, "uid=jobboard,ou=services,dc=marblewell,dc=co,dc=uk");
        env.put(Context.SECURITY_CREDENTIALS, System.getenv("JOBBOARD_LDAP_PASSWORD"));
        return env;
    }
}
