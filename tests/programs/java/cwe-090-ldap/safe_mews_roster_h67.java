// A mews roster program of the h67 set (cwe-090-ldap).
// falconers: find club members licensed to fly a given bird species at the mews
package club.falconry.mews;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Pattern;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import java.util.ArrayList;
import java.util.Hashtable;
import java.util.List;
import javax.naming.Context;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.DirContext;
import javax.naming.directory.InitialDirContext;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;
import org.eclipse.microprofile.config.inject.ConfigProperty;

@ApplicationScoped
class MemberDirectory {

    private final String ldapUrl;

    @Inject
    MemberDirectory(@ConfigProperty(name = "mews.ldap.url") String ldapUrl) {
        this.ldapUrl = ldapUrl;
    }

    List<String> licensedHandlers(String region, String species) throws NamingException {
        Hashtable<String, String> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, ldapUrl);
        DirContext ctx = new InitialDirContext(env);
        try {
            SearchControls controls = new SearchControls();
            controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
            controls.setReturningAttributes(new String[] {"cn"});
            String filter = "(&(objectClass=falconer)(licensedSpecies={0}))";
            NamingEnumeration<SearchResult> results =
                    ctx.search("ou=" + region + ",ou=members,dc=falconry,dc=club", filter,
                            new Object[] {species}, controls);
            List<String> names = new ArrayList<>();
            while (results.hasMore()) {
                names.add((String) results.next().getAttributes().get("cn").get());
            }
            return names;
        } finally {
            ctx.close();
        }
    }
}

class HandlerQuery {
    @QueryParam("region")
    @NotBlank
    @Pattern(regexp = "north|south|east|west")
    String region;

    @QueryParam("species")
    @NotBlank
    String species;
}

@Path("/mews/handlers")
@ApplicationScoped
public class HandlerResource {

    private final MemberDirectory directory;

    @Inject
    public HandlerResource(MemberDirectory directory) {
        this.directory = directory;
    }

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public List<String> handlers(@Valid @BeanParam HandlerQuery query) throws NamingException {
        return directory.licensedHandlers(query.region, query.species.strip());
    }
}
