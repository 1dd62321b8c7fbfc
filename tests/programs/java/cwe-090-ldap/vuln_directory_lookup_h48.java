// Micronaut controller that looks up employee contact details in the corporate LDAP directory
package com.acme.directory;

import io.micronaut.http.annotation.Controller;
import io.micronaut.http.annotation.Get;
import io.micronaut.http.annotation.QueryValue;

import java.util.ArrayList;
import java.util.Hashtable;
import java.util.List;
import javax.naming.Context;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.Attributes;
import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;

@Controller("/directory")
public class DirectoryController {

    private static final String BASE_DN = "ou=people,dc=acme,dc=internal";

    private DirContext connect() throws NamingException {
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, System.getenv("DIRECTORY_URL"));
        env.put(Context.SECURITY_PRINCIPAL, System.getenv("DIRECTORY_BIND_DN"));
        env.put(Context.SECURITY_CREDENTIALS, System.getenv("DIRECTORY_BIND_PASSWORD"));
        return new InitialDirContext(env);
    }

    @Get("/lookup")
    public List<String> lookup(@QueryValue String uid) throws NamingException {
        String filter = "(&(objectClass=inetOrgPerson)(uid=" + uid + "))";
        SearchControls controls = new SearchControls();
        controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
        controls.setCountLimit(25);
        controls.setReturningAttributes(new String[] {"cn", "mail", "telephoneNumber"});
        DirContext ctx = connect();
        List<String> out = new ArrayList<>();
        try {
            NamingEnumeration<SearchResult> results = ctx.search(BASE_DN, filter, controls);
            while (results.hasMore()) {
                Attributes attrs = results.next().getAttributes();
                out.add(attrs.get("cn").get() + " <" + attrs.get("mail").get() + ">");
            }
        } finally {
            ctx.close();
        }
        return out;
    }
}
