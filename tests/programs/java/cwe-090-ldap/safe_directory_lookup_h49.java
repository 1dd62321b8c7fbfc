// JAX-RS endpoint that looks up an employee's contact card in the corporate LDAP directory.
package com.acme.people.api;

import java.util.Hashtable;
import java.util.LinkedHashMap;
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
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

@Path("/people")
public class DirectoryResource {

    private static final String BASE_DN = "ou=people,dc=acme,dc=internal";
    private static final String[] CARD_ATTRS = {"cn", "mail", "telephoneNumber", "title"};

    private DirContext connect() throws NamingException {
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, System.getenv("LDAP_URL"));
        env.put(Context.SECURITY_PRINCIPAL, System.getenv("LDAP_BIND_DN"));
        env.put(Context.SECURITY_CREDENTIALS, System.getenv("LDAP_BIND_PASSWORD"));
        return new InitialDirContext(env);
    }

    @GET
    @Path("/{uid}")
    @Produces(MediaType.APPLICATION_JSON)
    public Map<String, String> card(@PathParam("uid") String uid) throws NamingException {
        SearchControls controls = new SearchControls();
        controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
        controls.setReturningAttributes(CARD_ATTRS);
        controls.setCountLimit(1);
        String filter = "(&(objectClass=inetOrgPerson)(uid={0}))";
        DirContext ctx = connect();
        try {
            NamingEnumeration<SearchResult> results = ctx.search(BASE_DN, filter, new Object[] {uid}, controls);
            if (!results.hasMore()) {
                throw new NotFoundException();
            }
            Attributes attrs = results.next().getAttributes();
            Map<String, String> card = new LinkedHashMap<>();
            for (String name : CARD_ATTRS) {
                if (attrs.get(name) != null) {
                    card.put(name, String.valueOf(attrs.get(name).get()));
                }
            }
            return card;
        } finally {
            ctx.close();
        }
    }
}
