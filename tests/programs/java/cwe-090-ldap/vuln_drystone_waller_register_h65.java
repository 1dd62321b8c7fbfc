// A drystone waller register program of the h65 set (cwe-090-ldap).
package uk.drystonewalling.register;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.graphql.data.method.annotation.Argument;
import org.springframework.graphql.data.method.annotation.QueryMapping;
import org.springframework.stereotype.Controller;

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

/**
 * Public register of certified dry stone wallers. Landowners and agri-environment
 * officers look up a craftsperson by certificate number before hiring them.
 */
@Controller
public class WallerRegisterController {

    private static final String BASE_DN = "ou=wallers,dc=dswa,dc=org,dc=uk";

    private final Hashtable<String, String> ldapEnv = new Hashtable<>();

    public WallerRegisterController(@Value("${register.ldap.url}") String ldapUrl,
                                    @Value("${register.ldap.bind-dn}") String bindDn,
                                    @Value("${register.ldap.bind-password}") String bindPassword) {
        ldapEnv.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        ldapEnv.put(Context.PROVIDER_URL, ldapUrl);
        ldapEnv.put(Context.SECURITY_AUTHENTICATION, "simple");
        ldapEnv.put(Context.SECURITY_PRINCIPAL, bindDn);
        ldapEnv.put(Context.SECURITY_CREDENTIALS, bindPassword);
    }

    // query { wallersByCertificate(certificate: "DSWA-M-0412") { name grade region } }
    @QueryMapping
    public List<Waller> wallersByCertificate(@Argument String certificate) throws NamingException {
        SearchControls controls = new SearchControls();
        controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
        controls.setReturningAttributes(new String[] {"cn", "dswaGrade", "dswaRegion", "dswaCertificate"});
        controls.setCountLimit(20);

        String filter = "(&(objectClass=dswaCraftsperson)(dswaCertificate=" + certificate + "))";
        List<Waller> found = new ArrayList<>();
        DirContext ctx = new InitialDirContext(ldapEnv);
        try {
            NamingEnumeration<SearchResult> results = ctx.search(BASE_DN, filter, controls);
            while (results.hasMore()) {
                Attributes attrs = results.next().getAttributes();
                found.add(new Waller(
                        (String) attrs.get("cn").get(),
                        (String) attrs.get("dswaCertificate").get(),
                        (String) attrs.get("dswaGrade").get(),
                        (String) attrs.get("dswaRegion").get()));
            }
        } finally {
            ctx.close();
        }
        return found;
    }

    public record Waller(String name, String certificate, String grade, String region) {
    }
}
